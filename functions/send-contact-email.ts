// The contact forms (the home page's and the /contact page's): validated, captcha-checked and
// e-mailed to the agency. The subject tells them apart: the home form always sends HOME_SUBJECT;
// anything else is validated as the contact page form (subject from its list, message required).
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  CONTACT_FAILURE_TEXT,
  CONTACT_SUCCESS_TEXT,
  contactLabels,
  contactEmailRows,
  contactAcknowledgementRows,
  contactRequestSchema,
  contactSubjectLabel,
  contactTexts,
  type ContactRequest,
} from '../forms/contact'
import { createFormHandler, type FormEmail } from './_shared/create-form-handler'

const CONTACT_MAX_BODY_BYTES = 32 * 1024

/** The e-mail the agency receives for one contact form submission. */
function buildContactEmail(data: ContactRequest): FormEmail {
  const subject = contactSubjectLabel(data.subject, 'en')
  return {
    subject: `Website enquiry: ${subject} – ${data.name}`,
    replyTo: { name: data.name, email: data.email },
    heading: `New website enquiry: ${subject}`,
    rows: contactEmailRows(data),
    footer: 'Sent from the contact form on the website. Reply to this e-mail to answer the visitor.',
  }
}

export default createFormHandler({
  formName: 'contact',
  schema: contactRequestSchema,
  labels: contactLabels,
  maxBodyBytes: CONTACT_MAX_BODY_BYTES,
  captcha: true,
  successText: CONTACT_SUCCESS_TEXT,
  failureText: CONTACT_FAILURE_TEXT,
  textsIn: contactTexts,
  acknowledgementRows: contactAcknowledgementRows,
  buildEmail: buildContactEmail,
})

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
