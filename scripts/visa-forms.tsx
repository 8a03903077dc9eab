// npx tsx scripts/visa-forms.tsx
// Prints the Download Forms PDF of every Bangladesh service (formsFile in data/bangladesh-visa.yaml)
// into public/forms/: the service's facts and fees, a document checklist to tick, the applicant's
// details to fill in by hand (the same fields as the online form) and the notice. Made from the same
// data as the page, so the two never disagree. Run it after changing a service; the files are
// committed like any other asset (the content check fails while one is missing).
import { mkdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { formatPounds } from '../content/price'
import { bangladeshServiceLabels } from '../forms/bangladesh-service'
import type { BangladeshService, BangladeshServicesPage, Site, VisaLabels } from '../schemas/types.generated'
import { ensureChromium } from '../tooling/chromium'
import { loadCatalogue } from '../content/load'
import { projectRoot, PUBLIC_DIR } from '../content/paths'
import { fill } from '../content/fill'

const CSS = `
@page { size: A4; margin: 15mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10pt/1.45 'Liberation Sans', Arial, sans-serif; color: #17262b; }
h1, h2 { font-family: 'Liberation Serif', Georgia, serif; color: #06352c; margin: 0 0 5pt; }
h1 { font-size: 21pt; } h2 { font-size: 12.5pt; margin-top: 13pt; border-bottom: 1.5pt solid #c99a2e; padding-bottom: 3pt; }
p { margin: 0 0 5pt; }
.head { display: flex; align-items: center; gap: 10pt; padding-bottom: 8pt; border-bottom: 1pt solid #e3ddd0; margin-bottom: 12pt; }
.head img { width: 32pt; height: 32pt; }
.head strong { font-size: 13pt; color: #06352c; display: block; }
.head span { color: #4a5a5f; font-size: 9pt; }
.subtitle { color: #4a5a5f; font-size: 11pt; }
.facts { display: grid; grid-template-columns: repeat(2, 1fr); gap: 3pt 18pt; margin: 8pt 0 0; }
.facts div { display: flex; justify-content: space-between; border-bottom: 0.75pt dashed #e3ddd0; padding: 2pt 0; }
.facts dt { color: #4a5a5f; } .facts dd { margin: 0; font-weight: 700; text-align: right; }
table { width: 100%; border-collapse: collapse; } td, th { text-align: left; padding: 3pt 4pt; border-bottom: 0.75pt solid #e3ddd0; }
td:last-child, th:last-child { text-align: right; }
ul { margin: 0; padding: 0; list-style: none; } li { margin: 2.5pt 0; padding-left: 16pt; position: relative; }
.tick li::before { content: ''; position: absolute; left: 0; top: 1.5pt; width: 9pt; height: 9pt; border: 1pt solid #0f6150; border-radius: 1.5pt; }
.notice li::before { content: '!'; position: absolute; left: 3pt; font-weight: 700; color: #7c5a12; }
.fields { display: grid; grid-template-columns: 1fr 1fr; gap: 12pt 18pt; margin-top: 6pt; }
.fields div { border-bottom: 0.75pt solid #8a948f; padding-top: 12pt; font-size: 8.5pt; color: #4a5a5f; break-inside: avoid; }
.fields .wide { grid-column: 1 / -1; }
.office { margin-top: 12pt; padding: 8pt 10pt; border: 1pt solid #e3ddd0; border-radius: 6pt; break-inside: avoid; }
.foot { margin-top: 14pt; padding-top: 8pt; border-top: 1pt solid #e3ddd0; font-size: 8.5pt; color: #4a5a5f; }
`

/** The applicant's details, in the order of the online form (files and captcha are not on paper). */
const HANDWRITTEN_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'phone',
  'email',
  'address',
  'city',
  'postcode',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelation',
  'specialRequests',
] as const
const WIDE_FIELDS: readonly string[] = ['email', 'address', 'specialRequests']

function logoUri(site: Site): string {
  return `data:image/svg+xml;base64,${readFileSync(join(projectRoot(), PUBLIC_DIR, site.logo)).toString('base64')}`
}

function ServiceForm({ service, page, labels, site }: { service: BangladeshService; page: BangladeshServicesPage; labels: VisaLabels; site: Site }) {
  const office = page.highCommission
  const words = labels.printedChecklist
  const facts: [string, string][] = [
    [labels.facts.processingTime, service.processing],
    [labels.facts.fee, `From ${formatPounds(service.price)}`],
    [labels.facts.validity, service.validity],
    [labels.facts.serviceType, service.serviceType],
    ...(service.passportRequirement ? [[labels.facts.passport, service.passportRequirement] as [string, string]] : []),
  ]
  const footer = fill(words.footer, {
    office: `${site.name}, ${site.address.street}, ${site.address.locality} ${site.address.postalCode}`,
    website: `${site.url.replace(/^https:\/\//, '')}/bangladesh-visa`,
    phone: site.phones.visa.display,
    email: site.emails.visa,
  })
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <title>{`${service.title} – application checklist – ${site.name}`}</title>
        <style>{CSS}</style>
      </head>
      <body>
        <div className="head">
          <img src={logoUri(site)} alt="" />
          <div>
            <strong>{site.name}</strong>
            <span>
              Bangladesh services · {site.phones.visa.display} · {site.emails.visa}
            </span>
          </div>
        </div>
        <h1>{fill(words.title, { service: service.title })}</h1>
        <p className="subtitle">{service.subtitle}</p>
        <dl className="facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {service.fees && (
          <>
            <h2>{service.fees.heading}</h2>
            <table>
              <tbody>
                {service.fees.rows.map((row) => (
                  <tr key={row.label}>
                    <td>{row.label}</td>
                    <td>{formatPounds(row.price)}</td>
                  </tr>
                ))}
                <tr>
                  <td>{labels.feeTable.express}</td>
                  <td>+{formatPounds(service.fees.express)}</td>
                </tr>
              </tbody>
            </table>
          </>
        )}
        <h2>{words.documents}</h2>
        <ul className="tick">
          {service.documents.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
        <h2>{words.details}</h2>
        <div className="fields">
          {HANDWRITTEN_FIELDS.map((field) => (
            <div key={field} className={WIDE_FIELDS.includes(field) ? 'wide' : undefined}>
              {bangladeshServiceLabels[field]}
            </div>
          ))}
        </div>
        <h2>{page.services.noticeHeading}</h2>
        <ul className="notice">
          {service.notice.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        <div className="office">
          <strong>{office.name}</strong>
          <br />
          {office.address}
          {office.phone && ` · ${office.phone.display}`}
          {office.hours && ` · ${office.hours}`}
        </div>
        <p className="foot">{footer}</p>
      </body>
    </html>
  )
}

/** The checklist of one service as a complete HTML document (printed to PDF by Chromium). */
export function serviceFormHtml(service: BangladeshService, page: BangladeshServicesPage, labels: VisaLabels, site: Site): string {
  return '<!DOCTYPE html>' + renderToStaticMarkup(<ServiceForm service={service} page={page} labels={labels} site={site} />)
}

/** Prints every service's checklist; returns the files written. */
export async function printServiceForms(): Promise<string[]> {
  const site = loadCatalogue('site')
  const page = loadCatalogue('bangladesh-visa')
  const labels = loadCatalogue('visa-labels')
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] })
  const written: string[] = []
  try {
    const tab = await browser.newPage()
    // Everything is inline: nothing may be fetched while printing.
    await tab.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
    for (const service of page.services.items) {
      const file = join(projectRoot(), PUBLIC_DIR, service.formsFile)
      mkdirSync(dirname(file), { recursive: true })
      await tab.setContent(serviceFormHtml(service, page, labels, site), { waitUntil: 'load' })
      await tab.pdf({ path: file, format: 'A4', printBackground: true, preferCSSPageSize: true })
      written.push(`${PUBLIC_DIR}${service.formsFile} (${Math.round(statSync(file).size / 1024)} KB)`)
    }
  } finally {
    await browser.close()
  }
  return written
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log(`Wrote ${(await printServiceForms()).join(', ')}.`)
}
