// The contact form (home page now, contact page later): validated, captcha-checked and e-mailed
// to the agency. https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  CONTACT_FAILURE_TEXT,
  CONTACT_SUCCESS_TEXT,
  contactLabels,
  contactSchema,
  contactSubjectLabel,
  travelMonthLabel,
  type ContactBody,
} from '../forms/contact'
import { createFormHandler, type FormEmail } from './_shared/createFormHandler'

const CONTACT_MAX_BODY_BYTES = 32 * 1024

/** The e-mail the agency receives for one contact form submission. */
function buildContactEmail(data: ContactBody): FormEmail {
  const subject = contactSubjectLabel(data.subject)
  return {
    subject: `Website enquiry: ${subject} – ${data.name}`,
    replyTo: { name: data.name, email: data.email },
    heading: `New website enquiry: ${subject}`,
    rows: [
      { label: contactLabels.name, value: data.name },
      { label: contactLabels.phone, value: data.phone },
      { label: contactLabels.email, value: data.email },
      { label: contactLabels.subject, value: subject },
      { label: contactLabels.travelMonth, value: travelMonthLabel(data.travelMonth) },
      { label: contactLabels.message, value: data.message },
    ],
    footer: 'Sent from the contact form on the website. Reply to this e-mail to answer the visitor.',
  }
}

export default createFormHandler({
  formName: 'contact',
  schema: contactSchema,
  labels: contactLabels,
  maxBodyBytes: CONTACT_MAX_BODY_BYTES,
  captcha: true,
  successText: CONTACT_SUCCESS_TEXT,
  failureText: CONTACT_FAILURE_TEXT,
  buildEmail: buildContactEmail,
})

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
