// The Saudi visa form's visa types, generated from the visa titles of data/visa.yaml into
// forms/visa-types.generated.ts. send-visa-application-email runs on Netlify without data/, so
// it needs the titles compiled in to refuse any other visa type. Run after changing a title:
//   npx tsx scripts/registration/visa-types.ts          (writes the file)
//   npx tsx scripts/registration/visa-types.ts --check  (exits 1 when it is stale)
// `npm run build` writes it and `npm run types` too.
import { pathToFileURL } from 'node:url'
import type { SaudiVisaPage } from '../../schemas/types.generated'
import { loadCatalogue } from '../../content/load'
import { quote, runGenerator } from '../../content/generate/generated-module'

export const VISA_TYPES_FILE = 'forms/visa-types.generated.ts'

export function renderVisaTypes(visa: SaudiVisaPage): string {
  return [
    '// generated, do not edit: written by `npx tsx scripts/registration/visa-types.ts` from',
    '// data/visa.yaml. The Saudi visa form and its function use it (the function runs without data/).',
    '',
    `export const SAUDI_VISA_TYPES = [${visa.services.visas.map((v) => quote(v.title)).join(', ')}] as const`,
    '',
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runGenerator({
    file: VISA_TYPES_FILE,
    source: 'data/visa.yaml',
    script: 'scripts/registration/visa-types.ts',
    render: () => renderVisaTypes(loadCatalogue('visa')),
  })
}
