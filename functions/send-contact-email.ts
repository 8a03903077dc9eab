// The contact forms (the home page's and the /contact page's), as forms/contact.ts defines them.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import { contactForm } from '../forms/contact'
import { formFunction } from './_shared/form-function'

export default formFunction(contactForm)

// Netlify reads `config` from this file's source, as an object literal only.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
