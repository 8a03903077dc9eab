// The newsletter box (footer, coming-soon page), as forms/newsletter.ts defines it.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import { newsletterForm } from '../forms/newsletter'
import { formFunction } from './_shared/form-function'

export default formFunction(newsletterForm)

// Netlify reads `config` from this file's source, as an object literal only.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
