// The quote wizard of /get-quote: validated, captcha-checked and e-mailed to the agency.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  QUOTE_FORM,
  quoteAcknowledgementRows,
  quoteEmailRows,
  quoteLabels,
  quoteOptions,
  quoteRequestSchema,
  quoteTexts,
  type QuoteRequestBody,
} from '../forms/quote-request'
import { optionLabel } from '../forms/_shared/fields'
import { createFormHandler, type FormEmail } from './_shared/create-form-handler'

const QUOTE_MAX_BODY_BYTES = 32 * 1024

/** The e-mail the agency receives for one quote request. */
function buildQuoteEmail(data: QuoteRequestBody): FormEmail {
  const traveller = `${data.firstName} ${data.lastName}`
  const service = optionLabel(quoteOptions.serviceType, data.serviceType)
  return {
    subject: `Quote request: ${service} – ${traveller}`,
    replyTo: { name: traveller, email: data.email },
    heading: `New quote request: ${service}`,
    rows: quoteEmailRows(data),
    footer: 'Sent from the quote wizard (/get-quote) of the website. Reply to this e-mail to answer the traveller.',
  }
}

export default createFormHandler({
  formName: 'quote',
  schema: quoteRequestSchema,
  labels: quoteLabels,
  maxBodyBytes: QUOTE_MAX_BODY_BYTES,
  captcha: true,
  successText: QUOTE_FORM.successText,
  failureText: QUOTE_FORM.failureText,
  textsIn: quoteTexts,
  buildEmail: buildQuoteEmail,
  acknowledgementRows: quoteAcknowledgementRows,
})

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
