// The transport booking of /transport: validated, captcha-checked and e-mailed to the agency.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  TRANSPORT_FORM,
  transportAcknowledgementRows,
  transportBookingSchema,
  transportEmailRows,
  transportLabels,
  transportReplyTexts,
  type TransportBookingBody,
} from '../forms/transport-booking'
import { createFormHandler, type FormEmail } from './_shared/create-form-handler'

const TRANSPORT_BOOKING_MAX_BODY_BYTES = 32 * 1024

/** The e-mail the agency receives for one booking. */
function buildTransportBookingEmail(data: TransportBookingBody): FormEmail {
  const traveller = `${data.firstName} ${data.lastName}`
  return {
    subject: `Transport booking: ${data.serviceType} on ${data.pickupDate} – ${traveller}`,
    replyTo: { name: traveller, email: data.email },
    heading: `New transport booking: ${data.serviceType}`,
    rows: transportEmailRows(data),
    footer: 'Sent from the booking form on the transport page of the website. Reply to this e-mail to answer the traveller.',
  }
}

export default createFormHandler({
  formName: 'transport-booking',
  schema: transportBookingSchema,
  labels: transportLabels,
  maxBodyBytes: TRANSPORT_BOOKING_MAX_BODY_BYTES,
  captcha: true,
  successText: TRANSPORT_FORM.successText,
  failureText: TRANSPORT_FORM.failureText,
  textsIn: transportReplyTexts,
  acknowledgementRows: transportAcknowledgementRows,
  buildEmail: buildTransportBookingEmail,
})

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
