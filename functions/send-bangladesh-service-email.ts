// The Bangladesh services application (/bangladesh-visa: visa-free entry, e-passport, NID):
// validated, captcha-checked, its documents checked by content, and e-mailed with them
// attached to the Bangladesh services team. https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  BANGLADESH_SERVICE_FAILURE_TEXT,
  BANGLADESH_SERVICE_SUCCESS_TEXT,
  bangladeshServiceEmailRows,
  bangladeshServiceLabel,
  bangladeshServiceLabels as labels,
  bangladeshServiceSchema,
} from '../forms/bangladesh-service'
import { createFormHandler } from './_shared/create-form-handler'
import { visaApplicationFormOptions } from './_shared/visa-application-form'
import { applicationEmail } from './_shared/visa-email'

export default createFormHandler({
  formName: 'bangladesh-service',
  schema: bangladeshServiceSchema,
  labels,
  ...visaApplicationFormOptions,
  successText: BANGLADESH_SERVICE_SUCCESS_TEXT,
  failureText: BANGLADESH_SERVICE_FAILURE_TEXT,
  buildEmail: (data, _req, attachments) =>
    applicationEmail({
      applicant: data,
      applyingFor: `Bangladesh services application – ${bangladeshServiceLabel(data.serviceType)}`,
      formTitle: 'Bangladesh services application form (/bangladesh-visa)',
      rows: bangladeshServiceEmailRows(data),
      attachments,
    }),
})

// Netlify reads `config` from this file's source text and understands only an object literal
// here (not an imported constant), so each function spells out its own rate limit.
// Applications are rare and heavy (up to 6 MB each): five a minute per visitor is plenty.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
