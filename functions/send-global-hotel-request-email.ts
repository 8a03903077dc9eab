// The worldwide hotel request of /hotels, as forms/global-hotel-request.ts defines it.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import { globalHotelRequestForm } from '../forms/global-hotel-request'
import { formFunction } from './_shared/form-function'

export default formFunction(globalHotelRequestForm)

// Netlify reads `config` from this file's source, as an object literal only.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
