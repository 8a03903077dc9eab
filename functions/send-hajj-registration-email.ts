// The Hajj registration form (/hajj-2026-registration), as forms/hajj-registration.ts defines it.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import { hajjRegistrationForm } from '../forms/hajj-registration'
import { formFunction } from './_shared/form-function'

export default formFunction(hajjRegistrationForm)

// Netlify reads `config` from this file's source, as an object literal only.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
