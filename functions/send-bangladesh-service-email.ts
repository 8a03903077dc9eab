// The Bangladesh services application (/bangladesh-visa: visa-free entry, e-passport, NID):
// validated, captcha-checked, its documents checked by content, and e-mailed with them
// attached to the Bangladesh services team. https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  BANGLADESH_SERVICE_FAILURE_TEXT,
  BANGLADESH_SERVICE_SUCCESS_TEXT,
  bangladeshServiceEmailFields,
  bangladeshServiceLabel,
  bangladeshServiceLabels,
  bangladeshServiceSchema,
  bangladeshServiceTexts,
} from '../forms/bangladesh-service'
import { createApplicationHandler } from './_shared/visa-application-form'

export default createApplicationHandler({
  formName: 'bangladesh-service',
  schema: bangladeshServiceSchema,
  labels: bangladeshServiceLabels,
  successText: BANGLADESH_SERVICE_SUCCESS_TEXT,
  failureText: BANGLADESH_SERVICE_FAILURE_TEXT,
  applyingFor: (data) => `Bangladesh services application – ${bangladeshServiceLabel(data.serviceType)}`,
  formTitle: 'Bangladesh services application form (/bangladesh-visa)',
  emailFields: bangladeshServiceEmailFields,
  textsIn: bangladeshServiceTexts,
})

// Netlify reads `config` from this file's source text and understands only an object literal
// here (not an imported constant), so each function spells out its own rate limit.
// Applications are rare and heavy (up to 6 MB each): five a minute per visitor is plenty.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
