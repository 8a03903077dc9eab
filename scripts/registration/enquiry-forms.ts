// The words and option lists of the flight, transport and quote forms, generated from their
// page's catalogue (data/flights.yaml, data/transport.yaml, data/get-quote.yaml) into
// forms/<form>Form.generated.ts. Their functions run on Netlify without data/, so the field
// names (for the e-mail and the error sentence), the option values (to refuse anything else)
// and the success and failure texts are compiled in. Run after changing one of those files:
//   npx tsx scripts/registration/enquiry-forms.ts          (writes the files)
//   npx tsx scripts/registration/enquiry-forms.ts --check  (exits 1 when one is stale)
// `npm run build` writes them and `npm run types` too.
import { pathToFileURL } from 'node:url'
import { loadCatalogue } from '../../content/load'
import { runGenerator } from '../../content/generate/generated-module'

interface GeneratedForm {
  file: string
  source: string
  exportName: string
  /** What the module holds, read from the catalogue. */
  read: () => unknown
}

export const ENQUIRY_FORMS: readonly GeneratedForm[] = [
  { file: 'forms/flightForm.generated.ts', source: 'data/flights.yaml', exportName: 'FLIGHT_FORM', read: () => loadCatalogue('flights').form },
  { file: 'forms/quoteForm.generated.ts', source: 'data/get-quote.yaml', exportName: 'QUOTE_FORM', read: () => loadCatalogue('get-quote').wizard },
  {
    file: 'forms/transportForm.generated.ts',
    source: 'data/transport.yaml',
    exportName: 'TRANSPORT_FORM',
    read: () => {
      const transport = loadCatalogue('transport')
      // The Service list is the services and the general service; the Vehicle list is the fleet.
      return {
        ...transport.form,
        services: [...transport.services.items.map(({ id, bookingName }) => ({ id, name: bookingName })), { id: 'general', name: transport.generalService }],
        vehicles: transport.fleet.vehicles.map((vehicle) => vehicle.name),
      }
    },
  },
]

export function renderEnquiryForm(form: GeneratedForm): string {
  return [
    '// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from',
    `// ${form.source}. The form and its function use it (the function runs without data/).`,
    '',
    `export const ${form.exportName} = ${JSON.stringify(form.read(), null, 2)} as const`,
    '',
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const form of ENQUIRY_FORMS) {
    runGenerator({ file: form.file, source: form.source, script: 'scripts/registration/enquiry-forms.ts', render: () => renderEnquiryForm(form) })
  }
}
