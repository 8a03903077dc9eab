// The Bangladesh services application (/bangladesh-visa), as forms/bangladesh-service.ts defines it.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import { bangladeshServiceForm } from '../forms/bangladesh-service'
import { applicationFunction } from './_shared/visa-application-form'

export default applicationFunction(bangladeshServiceForm)

// Netlify reads `config` from this file's source, as an object literal only.
// Applications are rare and heavy (up to 6 MB each): five a minute per visitor is plenty.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
