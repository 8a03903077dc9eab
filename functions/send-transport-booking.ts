// The transport booking of /transport, as forms/transport-booking.ts defines it.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import { transportBookingForm } from '../forms/transport-booking'
import { formFunction } from './_shared/form-function'

export default formFunction(transportBookingForm)

// Netlify reads `config` from this file's source, as an object literal only.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
