// The PDF brochure of an Umrah package (data/umrah.yaml) as HTML, from the same data as its page,
// so the brochure never disagrees with the website. scripts/umrah-brochures.tsx prints it to
// public/brochures/; beside each PDF, <file>.sha256 holds the hash of the HTML it was printed from:
// `npm run check` fails when a package's data no longer matches its printed brochure
// (content/check/brochure-checks.ts).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Site, UmrahPackage } from '../schemas/types.generated'
import { formatPounds } from './price'
import { formatDateRange } from './dates'
import { durationText, umrahDays } from './umrah'
import { fillWords, words } from './words'
import { projectRoot, PUBLIC_DIR } from './paths'
import { agencyFacts, fillFacts } from './facts'

export const BROCHURES_DIR = `${PUBLIC_DIR}/brochures`

const CSS = `
@page { size: A4; margin: 16mm 15mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10.5pt/1.45 'Liberation Sans', Arial, sans-serif; color: #17262b; }
h1, h2, h3 { font-family: 'Liberation Serif', Georgia, serif; color: #06352c; margin: 0 0 6pt; }
h1 { font-size: 24pt; } h2 { font-size: 13pt; margin-top: 14pt; border-bottom: 1.5pt solid #c99a2e; padding-bottom: 3pt; }
h3 { font-size: 11pt; margin: 0; }
p { margin: 0 0 6pt; }
.head { display: flex; align-items: center; gap: 10pt; padding-bottom: 8pt; border-bottom: 1pt solid #e3ddd0; margin-bottom: 12pt; }
.head img { width: 34pt; height: 34pt; }
.head strong { font-size: 13pt; color: #06352c; display: block; }
.head span { color: #4a5a5f; font-size: 9pt; }
.cover { width: 100%; height: 150pt; object-fit: cover; border-radius: 8pt; margin-bottom: 12pt; }
.subtitle { color: #4a5a5f; font-size: 12pt; }
.price { display: flex; align-items: baseline; gap: 8pt; margin: 8pt 0; }
.price strong { font-family: 'Liberation Serif', Georgia, serif; font-size: 22pt; color: #0b4f41; }
.price del { color: #6b6b63; }
.facts { display: grid; grid-template-columns: repeat(2, 1fr); gap: 4pt 18pt; margin: 0; }
.facts div { display: flex; justify-content: space-between; border-bottom: 0.75pt dashed #e3ddd0; padding: 2pt 0; }
.facts dt { color: #4a5a5f; } .facts dd { margin: 0; font-weight: 700; text-align: right; }
ul { margin: 0; padding-left: 14pt; } li { margin: 1.5pt 0; }
.two { display: grid; grid-template-columns: 1fr 1fr; gap: 0 18pt; }
.day { display: grid; grid-template-columns: 58pt 1fr; gap: 8pt; padding: 4pt 0; border-bottom: 0.75pt solid #f0ebe0; break-inside: avoid; }
.day b { color: #7c5a12; }
.hotel { border: 1pt solid #e3ddd0; border-radius: 6pt; padding: 8pt; break-inside: avoid; }
.hotel p { color: #4a5a5f; margin: 2pt 0 4pt; }
.foot { margin-top: 16pt; padding-top: 8pt; border-top: 1pt solid #e3ddd0; font-size: 9pt; color: #4a5a5f; }
`

function dataUri(publicPath: string): string {
  const file = join(projectRoot(), PUBLIC_DIR, publicPath)
  return `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`
}

function Brochure({ pkg, site }: { pkg: UmrahPackage; site: Site }) {
  const hotels = pkg.hotels ? [pkg.hotels.makkah, pkg.hotels.madinah] : []
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <title>{`${pkg.title} – ${site.name}`}</title>
        <style>{CSS}</style>
      </head>
      <body>
        <div className="head">
          <img src={dataUri(site.logo)} alt="" />
          <div>
            <strong>{site.name}</strong>
            <span>
              {site.tagline} · {fillWords(words.brochure.atol, { atol: site.atolNumber })}
            </span>
          </div>
        </div>
        <img className="cover" src={dataUri(pkg.image)} alt="" />
        <h1>{pkg.title}</h1>
        {pkg.subtitle && <p className="subtitle">{pkg.subtitle}</p>}
        <div className="price">
          <strong>{formatPounds(pkg.price)}</strong>
          {pkg.originalPrice !== undefined && <del>{formatPounds(pkg.originalPrice)}</del>}
          <span>{words.price.perPerson}</span>
        </div>
        <dl className="facts">
          {[
            [words.facts.dates, formatDateRange(pkg.departure, pkg.return)],
            [words.facts.duration, durationText(umrahDays(pkg))],
            [words.facts.flights, pkg.airline],
            [words.facts.hotels, pkg.hotel],
            [words.facts.stay, pkg.accommodation],
            [words.facts.group, pkg.guidedTour ?? pkg.group],
          ]
            .filter((fact): fact is [string, string] => fact[1] !== undefined)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {pkg.description && (
          <>
            <h2>{words.brochure.overview}</h2>
            <p>{pkg.description}</p>
          </>
        )}
        {pkg.highlights && (
          <>
            <h2>{words.brochure.highlights}</h2>
            <ul>
              {pkg.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </>
        )}
        {pkg.itinerary && (
          <>
            <h2>{words.brochure.itinerary}</h2>
            {pkg.itinerary.map((day) => (
              <div className="day" key={day.day}>
                <b>{day.day}</b>
                <div>
                  <h3>{day.title}</h3>
                  <p>{day.description}</p>
                </div>
              </div>
            ))}
          </>
        )}
        {hotels.length > 0 && (
          <>
            <h2>{words.brochure.hotels}</h2>
            <div className="two">
              {hotels.map((hotel) => (
                <div className="hotel" key={hotel.name}>
                  <h3>
                    {hotel.name} ({hotel.rating}★)
                  </h3>
                  <p>{hotel.distance}</p>
                  <ul>
                    {hotel.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </>
        )}
        <div className="two">
          {pkg.inclusions && (
            <div>
              <h2>{words.brochure.included}</h2>
              <ul>
                {pkg.inclusions.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </div>
          )}
          {pkg.exclusions && (
            <div>
              <h2>{words.brochure.notIncluded}</h2>
              <ul>
                {pkg.exclusions.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <p className="foot">
          {site.name} · {site.address.street}, {site.address.locality} {site.address.postalCode} · {site.phones.hajjUmrah.display} · {site.emails.umrah} ·{' '}
          {site.url.replace(/^https:\/\//, '')}
          <br />
          {fillWords(words.brochure.footNote, { atol: site.atolNumber })}
        </p>
      </body>
    </html>
  )
}

/** The brochure of one package as a complete HTML document (printed to PDF by Chromium). */
export function brochureHtml(pkg: UmrahPackage, site: Site): string {
  const filled = fillFacts(pkg, agencyFacts(site), 'data/umrah.yaml')
  return '<!DOCTYPE html>' + renderToStaticMarkup(<Brochure pkg={filled} site={site} />)
}

/** The fingerprint of what a brochure shows, stored beside it as <file>.sha256. */
export function brochureHash(pkg: UmrahPackage, site: Site): string {
  return createHash('sha256').update(brochureHtml(pkg, site)).digest('hex')
}

export function brochureHashFile(brochureFile: string): string {
  return `${BROCHURES_DIR}/${brochureFile}.sha256`
}
