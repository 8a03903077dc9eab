// The flight quote request of /flights: validated, captcha-checked and e-mailed to the agency.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  FLIGHT_FORM,
  flightAcknowledgementRows,
  flightEmailRows,
  flightLabels,
  flightReplyTexts,
  flightRequestSchema,
  type FlightRequestBody,
} from '../forms/flight-request'
import { createFormHandler, type FormEmail } from './_shared/create-form-handler'

const FLIGHT_REQUEST_MAX_BODY_BYTES = 32 * 1024

/** The e-mail the agency receives for one flight request. */
function buildFlightRequestEmail(data: FlightRequestBody): FormEmail {
  const traveller = `${data.firstName} ${data.lastName}`
  const route = `${data.departureCity} → ${data.arrivalCity}`
  return {
    subject: `Flight quote request: ${route} – ${traveller}`,
    replyTo: { name: traveller, email: data.email },
    heading: `New flight quote request: ${route}`,
    rows: flightEmailRows(data),
    footer: 'Sent from the flight quote form on the flights page of the website. Reply to this e-mail to answer the traveller.',
  }
}

export default createFormHandler({
  formName: 'flight-request',
  schema: flightRequestSchema,
  labels: flightLabels,
  maxBodyBytes: FLIGHT_REQUEST_MAX_BODY_BYTES,
  captcha: true,
  successText: FLIGHT_FORM.successText,
  failureText: FLIGHT_FORM.failureText,
  textsIn: flightReplyTexts,
  acknowledgementRows: flightAcknowledgementRows,
  buildEmail: buildFlightRequestEmail,
})

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
