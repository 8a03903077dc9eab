// The Download Forms PDF of a Bangladesh service (/bangladesh-visa), printed by every build from
// the same data as its tab (scripts/print-documents.ts writes it to /forms/<formsFile>): the
// service's facts and fees, the documents to tick, the applicant's details to fill in by hand (the
// fields of the online form) and the notice, so the paper never disagrees with the page.
// The forms' words in every language (the checklist's write-in lines are the online form's fields).
import '../../../forms/_shared/all-form-words.generated'
import { bangladeshApplicantFields, bangladeshServiceTexts } from '../../../forms/bangladesh-service'
import type { BangladeshService, BangladeshServicesPage, Site, VisaLabels } from '../../../schemas/types.generated'
import { fill } from '../../browser/fill'
import { formatFor } from '../../browser/format'
import { pageHref } from '../routes/href'
import { pathInLocale, type Locale } from '../../browser/locale'
import { wordsFor } from '../../browser/words/words'
import { COLOURS, Printer, type PrintedDocument } from './pdf-document'
import { printedHref } from './printed-files'

/** Lines long enough for a whole address or sentence. */
const WIDE_FIELDS: ReadonlySet<string> = new Set(['email', 'address', 'specialRequests'])

/** `/forms/<file>` (`/bn/forms/<file>` in Bengali) of the service's checklist, which every build prints (scripts/print-documents.ts). */
export const checklistHref = (service: BangladeshService, locale: Locale): string => printedHref('forms', service.formsFile, locale)

export async function bangladeshChecklist(
  service: BangladeshService,
  page: BangladeshServicesPage,
  labels: VisaLabels,
  site: Site,
  locale: Locale,
): Promise<PrintedDocument> {
  const t = wordsFor(locale)
  const { pounds, figures, number } = formatFor(locale)
  const fieldLabels = bangladeshServiceTexts(locale).labels
  const words = labels.printedChecklist
  const title = fill(words.title, { service: service.title }, { where: 'data/visa-labels.yaml' })
  const out = new Printer(locale, { title: `${title} – ${site.name}`, author: site.name, subject: service.subtitle })

  out.paragraph(`${site.name} · ${figures(site.phones.visa.display)} · ${site.emails.visa}`, { colour: COLOURS.muted, size: 9 })
  out.title(title, 21).paragraph(service.subtitle, { colour: COLOURS.muted, size: 12 })
  out.facts([
    [labels.facts.processingTime, service.processing],
    [labels.facts.fee, `${t('price.from')} ${pounds(service.price)}`],
    [labels.facts.validity, service.validity],
    [labels.facts.serviceType, service.serviceType],
    ...(service.passportRequirement ? [[labels.facts.passport, service.passportRequirement] as const] : []),
  ])
  if (service.fees) {
    out.keep(120).heading(service.fees.heading)
    out.table(
      [labels.feeTable.option, labels.feeTable.fee],
      [...service.fees.rows.map((row) => [row.label, pounds(row.price)]), [labels.feeTable.express, `+${pounds(service.fees.express)}`]],
      [0.75, 0.25],
      'right',
    )
  }
  out.keep(90).heading(words.documents).checkboxes(service.documents)
  out
    .keep(120)
    .heading(words.details)
    .writeIn(bangladeshApplicantFields.map((field) => ({ label: fieldLabels[field], wide: WIDE_FIELDS.has(field) })))
  out.keep(80).heading(page.services.noticeHeading).bullets(service.notice)

  const office = page.highCommission
  out.boxed(office.name, [office.address, office.phone && figures(office.phone.display), office.hours].filter(Boolean).join(' · '))
  const footer = fill(
    words.footer,
    {
      office: `${site.name}, ${site.address.street}, ${site.address.locality} ${site.address.postalCode}`,
      website: `${site.url.replace(/^https:\/\//, '')}${pageHref(pathInLocale('/bangladesh-visa', locale))}`,
      phone: figures(site.phones.visa.display),
      email: site.emails.visa,
    },
    { where: 'data/visa-labels.yaml' },
  )
  out.paragraph(footer, { colour: COLOURS.muted, size: 9 })
  return out.finish((n, pages) => `${site.name} · ${title} · ${number(n)}/${number(pages)}`)
}
