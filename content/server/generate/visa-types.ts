// The Saudi visa form's visa types, generated from the visa titles of data/visa.yaml into
// forms/visa-types.generated.ts. send-visa-application-email runs on Netlify without data/, so
// it needs the titles compiled in to refuse any other visa type. `npm run generate`
// (scripts/generate.ts) writes it, and every build, typecheck and test run starts with it.
import type { SaudiVisaPage } from '../../../schemas/types.generated'
import { quote } from './generated-module'

export const VISA_TYPES_FILE = 'forms/visa-types.generated.ts'

export function renderVisaTypes(visa: SaudiVisaPage): string {
  return [
    '// generated, do not edit: written by `npm run generate` from',
    '// data/visa.yaml. The Saudi visa form and its function use it (the function runs without data/).',
    '',
    `export const SAUDI_VISA_TYPES = [${visa.services.visas.map((v) => quote(v.title)).join(', ')}] as const`,
    '',
  ].join('\n')
}
