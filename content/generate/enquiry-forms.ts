// The words and option lists of the forms, generated from data/ into forms/*.generated.ts: a
// form one page shows from that page's catalogue (data/flights.yaml, data/transport.yaml,
// data/get-quote.yaml, data/hotels.yaml, data/hajj-registration.yaml, data/bangladesh-visa.yaml),
// a form several pages show and the messages every form shares from data/forms.yaml. Their
// functions run on Netlify without data/, so the field names (for the e-mail and the error
// sentence), the option values (to refuse anything else), the messages and the success and
// failure texts are compiled in; {replyHours} in a success text is filled in from data/site.yaml
// here, once. `npm run generate` (scripts/generate.ts) writes them, and every build, typecheck
// and test run starts with it.
import { loadCatalogue } from '../load'
import { fillAll } from '../fill'

interface GeneratedForm {
  file: string
  source: string
  exportName: string
  /** What the module holds, read from the catalogue. */
  read: () => unknown
  /** Further exports of the same module, by name. */
  more?: () => Record<string, unknown>
}

/**
 * The form's words with {replyHours} filled in (data/site.yaml's replyHours, so the promised reply
 * time is written once); the numbers a form fills in itself ({limit}, {min}, {max}, the wizard's
 * {step}) stay. `npm run check` refuses any other {name} in these files (FACT_FILES). Not
 * content/facts.ts's fillFacts: its imports reach the forms, which import these modules.
 */
function withReplyTime<T>(words: T): T {
  return fillAll(words, { replyHours: loadCatalogue('site').replyHours }, { keep: 'others' })
}

/**
 * The enquiry words with the agency's facts filled in ({agencyName}, {phone}, {replyHours}); the
 * {reference} stays for the function. With the retention days the delivery function keeps to.
 */
function enquiryWords() {
  const site = loadCatalogue('site')
  const facts: Record<string, string> = { agencyName: site.name, phone: site.phones.main.display, replyHours: String(site.replyHours) }
  const enquiries = fillAll(loadCatalogue('forms').enquiries, facts, { keep: 'others' })
  return { ...enquiries, retentionDays: site.enquiryRetentionDays }
}

export const ENQUIRY_FORMS: readonly GeneratedForm[] = [
  {
    file: 'forms/_shared/enquiry-text.generated.ts',
    source: 'data/forms.yaml',
    exportName: 'ENQUIRY_TEXT',
    read: enquiryWords,
    // The one line the forms show in the browser, apart, so the rest stays out of their code.
    more: () => ({ REFERENCE_LINE: loadCatalogue('forms').enquiries.referenceLine }),
  },
  { file: 'forms/flight-form.generated.ts', source: 'data/flights.yaml', exportName: 'FLIGHT_FORM', read: () => withReplyTime(loadCatalogue('flights').form) },
  {
    file: 'forms/quote-form.generated.ts',
    source: 'data/get-quote.yaml',
    exportName: 'QUOTE_FORM',
    read: () => withReplyTime(loadCatalogue('get-quote').wizard),
  },
  {
    file: 'forms/_shared/shared-form.generated.ts',
    source: 'data/forms.yaml',
    exportName: 'SHARED_FORM_TEXT',
    read: () => loadCatalogue('forms').shared,
    // The travel month words and the upload messages, beside the shared messages.
    more: () => ({ TRAVEL_MONTH_TEXT: loadCatalogue('forms').travelMonths, SHARED_UPLOAD_TEXT: loadCatalogue('forms').uploads }),
  },
  { file: 'forms/contact-form.generated.ts', source: 'data/forms.yaml', exportName: 'CONTACT_FORM', read: () => withReplyTime(loadCatalogue('forms').contact) },
  { file: 'forms/newsletter-form.generated.ts', source: 'data/forms.yaml', exportName: 'NEWSLETTER_FORM', read: () => loadCatalogue('forms').newsletter },
  {
    file: 'forms/visa-form.generated.ts',
    source: 'data/forms.yaml',
    exportName: 'VISA_FORM',
    read: () => withReplyTime(loadCatalogue('forms').visaApplication),
  },
  { file: 'forms/hotel-forms.generated.ts', source: 'data/hotels.yaml', exportName: 'HOTEL_FORMS', read: () => withReplyTime(loadCatalogue('hotels').form) },
  {
    file: 'forms/hajj-form.generated.ts',
    source: 'data/hajj-registration.yaml',
    exportName: 'HAJJ_FORM',
    // The fields' words; the heading and privacy note around the form are the page's.
    read: () => {
      const { heading: _heading, text: _text, privacy: _privacy, privacyLink: _privacyLink, ...form } = loadCatalogue('hajj-registration').form
      return withReplyTime(form)
    },
  },
  {
    file: 'forms/bangladesh-form.generated.ts',
    source: 'data/bangladesh-visa.yaml',
    exportName: 'BANGLADESH_FORM',
    read: () => withReplyTime(loadCatalogue('bangladesh-visa').form),
  },
  {
    file: 'forms/transport-form.generated.ts',
    source: 'data/transport.yaml',
    exportName: 'TRANSPORT_FORM',
    read: () => {
      const transport = loadCatalogue('transport')
      // The Service list is the services and the general service; the Vehicle list is the fleet.
      return {
        ...withReplyTime(transport.form),
        services: [...transport.services.items.map(({ id, bookingName }) => ({ id, name: bookingName })), { id: 'general', name: transport.generalService }],
        vehicles: transport.fleet.vehicles.map((vehicle) => vehicle.name),
      }
    },
  },
]

export function renderEnquiryForm(form: GeneratedForm): string {
  return [
    '// generated, do not edit: written by `npm run generate` from',
    `// ${form.source}. The form and its function use it (the function runs without data/).`,
    '',
    `export const ${form.exportName} = ${JSON.stringify(form.read(), null, 2)} as const`,
    '',
    ...Object.entries(form.more?.() ?? {}).flatMap(([name, value]) => [`export const ${name} = ${JSON.stringify(value, null, 2)} as const`, '']),
  ].join('\n')
}
