// The booking request for one hotel of /hotels: validated, captcha-checked and e-mailed to the
// agency. https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  HOTEL_BOOKING_FAILURE_TEXT,
  HOTEL_BOOKING_SUCCESS_TEXT,
  hotelBookingAcknowledgementRows,
  hotelBookingEmailRows,
  hotelBookingLabels,
  hotelBookingReplyTexts,
  hotelBookingSchema,
  type HotelBookingBody,
} from '../forms/hotel-booking'
import { createFormHandler, type FormEmail } from './_shared/create-form-handler'

const HOTEL_BOOKING_MAX_BODY_BYTES = 32 * 1024

/** The e-mail the agency receives for one booking request. */
function buildHotelBookingEmail(data: HotelBookingBody): FormEmail {
  const guest = `${data.firstName} ${data.lastName}`
  return {
    subject: `Hotel booking request: ${data.hotelName} – ${guest}`,
    replyTo: { name: guest, email: data.email },
    heading: `New hotel booking request: ${data.hotelName}`,
    rows: hotelBookingEmailRows(data),
    footer: 'Sent from the Book Now form on the hotels page of the website. Reply to this e-mail to answer the guest.',
  }
}

export default createFormHandler({
  formName: 'hotel-booking',
  schema: hotelBookingSchema,
  labels: hotelBookingLabels,
  maxBodyBytes: HOTEL_BOOKING_MAX_BODY_BYTES,
  captcha: true,
  successText: HOTEL_BOOKING_SUCCESS_TEXT,
  failureText: HOTEL_BOOKING_FAILURE_TEXT,
  textsIn: hotelBookingReplyTexts,
  acknowledgementRows: hotelBookingAcknowledgementRows,
  buildEmail: buildHotelBookingEmail,
})

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
