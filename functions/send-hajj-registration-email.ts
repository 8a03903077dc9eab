// The Hajj registration form (/hajj-2026-registration): validated, captcha-checked and e-mailed
// to the agency's Hajj team. https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  HAJJ_REGISTRATION_FAILURE_TEXT,
  HAJJ_REGISTRATION_SUCCESS_TEXT,
  HAJJ_REGISTRATION_YEAR,
  hajjRegistrationAcknowledgementRows,
  hajjRegistrationEmailRows,
  hajjRegistrationLabels as labels,
  hajjRegistrationSchema,
  hajjRegistrationTexts,
  type HajjRegistrationBody,
} from '../forms/hajj-registration'
import { createFormHandler, type FormEmail } from './_shared/create-form-handler'

const HAJJ_REGISTRATION_MAX_BODY_BYTES = 32 * 1024

/** The e-mail the agency receives for one Hajj registration. */
function buildHajjRegistrationEmail(data: HajjRegistrationBody): FormEmail {
  const name = `${data.firstName} ${data.lastName}`
  const pilgrims = `${data.pilgrims} ${data.pilgrims === 1 ? 'pilgrim' : 'pilgrims'}`
  return {
    subject: `Hajj ${HAJJ_REGISTRATION_YEAR} registration: ${name} – ${pilgrims}`,
    replyTo: { name, email: data.email },
    heading: `New Hajj ${HAJJ_REGISTRATION_YEAR} registration`,
    rows: hajjRegistrationEmailRows(data),
    footer: `Sent from the Hajj ${HAJJ_REGISTRATION_YEAR} registration form on the website. Reply to this e-mail to answer the pilgrim.`,
  }
}

export default createFormHandler({
  formName: 'hajj-registration',
  schema: hajjRegistrationSchema,
  labels,
  maxBodyBytes: HAJJ_REGISTRATION_MAX_BODY_BYTES,
  captcha: true,
  successText: HAJJ_REGISTRATION_SUCCESS_TEXT,
  failureText: HAJJ_REGISTRATION_FAILURE_TEXT,
  textsIn: hajjRegistrationTexts,
  acknowledgementRows: hajjRegistrationAcknowledgementRows,
  buildEmail: buildHajjRegistrationEmail,
})

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
