// The newsletter box (footer, coming-soon page): no captcha (it is on every page, and reCAPTCHA's
// script would weigh on each); a honeypot field and the rate limit per client keep bots out. The
// agency receives an e-mail saying who subscribed and from where; the address typed receives
// nothing, since anyone may type anyone's address: a welcome sent on the word of a form is mail to
// strangers on demand. The agency's mailing tool asks the subscriber to confirm (double opt-in).
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  NEWSLETTER_FAILURE_TEXT,
  NEWSLETTER_HONEYPOT_FIELD,
  NEWSLETTER_SUCCESS_TEXT,
  newsletterTexts,
  newsletterLabels,
  newsletterEmailRows,
  newsletterSchema,
  newsletterSourceLabels,
  type NewsletterBody,
} from '../forms/newsletter'
import { createFormHandler, type FormEmail } from './_shared/create-form-handler'

const NEWSLETTER_MAX_BODY_BYTES = 4 * 1024

/** The e-mail the agency receives for one newsletter signup. */
function buildNewsletterEmail(data: NewsletterBody): FormEmail {
  const source = newsletterSourceLabels[data.source]
  return {
    subject: `Newsletter signup (${source}) – ${data.email}`,
    replyTo: { email: data.email },
    heading: 'New newsletter subscriber',
    rows: newsletterEmailRows(data),
    footer:
      'Sent from the newsletter form on the website. The address is not confirmed: add it to the mailing list with a confirmation request (double opt-in).',
    acknowledge: false,
  }
}

export default createFormHandler({
  formName: 'newsletter',
  schema: newsletterSchema,
  labels: newsletterLabels,
  maxBodyBytes: NEWSLETTER_MAX_BODY_BYTES,
  captcha: false,
  honeypotField: NEWSLETTER_HONEYPOT_FIELD,
  successText: NEWSLETTER_SUCCESS_TEXT,
  failureText: NEWSLETTER_FAILURE_TEXT,
  textsIn: newsletterTexts,
  buildEmail: buildNewsletterEmail,
})

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
