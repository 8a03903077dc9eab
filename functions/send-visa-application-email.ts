// The Saudi visa application (/visa), as forms/visa-application.ts defines it.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import { saudiVisaForm } from '../forms/visa-application'
import { applicationFunction } from './_shared/visa-application-form'

export default applicationFunction(saudiVisaForm)

// Netlify reads `config` from this file's source, as an object literal only.
// Applications are rare and heavy (up to 6 MB each): five a minute per visitor is plenty.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
