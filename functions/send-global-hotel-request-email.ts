// The worldwide hotel request of /hotels: validated, captcha-checked and e-mailed to the agency.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  GLOBAL_HOTEL_FAILURE_TEXT,
  GLOBAL_HOTEL_SUCCESS_TEXT,
  globalHotelAcknowledgementRows,
  globalHotelEmailRows,
  globalHotelLabels,
  globalHotelReplyTexts,
  globalHotelRequestSchema,
  type GlobalHotelRequestBody,
} from '../forms/global-hotel-request'
import { createFormHandler, type FormEmail } from './_shared/create-form-handler'

const GLOBAL_HOTEL_MAX_BODY_BYTES = 32 * 1024

/** The e-mail the agency receives for one worldwide hotel request. */
function buildGlobalHotelEmail(data: GlobalHotelRequestBody): FormEmail {
  const guest = `${data.firstName} ${data.lastName}`
  return {
    subject: `Worldwide hotel request: ${data.destination} – ${guest}`,
    replyTo: { name: guest, email: data.email },
    heading: `New worldwide hotel request: ${data.destination}`,
    rows: globalHotelEmailRows(data),
    footer: 'Sent from the Request Hotels Worldwide form on the hotels page of the website. Reply to this e-mail to answer the guest.',
  }
}

export default createFormHandler({
  formName: 'global-hotel-request',
  schema: globalHotelRequestSchema,
  labels: globalHotelLabels,
  maxBodyBytes: GLOBAL_HOTEL_MAX_BODY_BYTES,
  captcha: true,
  successText: GLOBAL_HOTEL_SUCCESS_TEXT,
  failureText: GLOBAL_HOTEL_FAILURE_TEXT,
  textsIn: globalHotelReplyTexts,
  acknowledgementRows: globalHotelAcknowledgementRows,
  buildEmail: buildGlobalHotelEmail,
})

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
