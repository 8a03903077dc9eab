// The Saudi visa application (/visa): validated, captcha-checked, its documents checked by
// content, and e-mailed with them attached to the visa team. https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  VISA_APPLICATION_FAILURE_TEXT,
  VISA_APPLICATION_SUCCESS_TEXT,
  saudiVisaApplicationSchema,
  saudiVisaFields,
  visaApplicationLabels,
  visaReplyTexts,
} from '../forms/visa-application'
import { createApplicationHandler } from './_shared/visa-application-form'

export default createApplicationHandler({
  formName: 'visa-application',
  schema: saudiVisaApplicationSchema,
  labels: visaApplicationLabels,
  successText: VISA_APPLICATION_SUCCESS_TEXT,
  failureText: VISA_APPLICATION_FAILURE_TEXT,
  applyingFor: (data) => `Saudi ${data.visaType} application`,
  formTitle: 'Saudi visa application form (/visa)',
  emailFields: saudiVisaFields,
  textsIn: (locale) => visaReplyTexts(locale, 'saudiSuccessText'),
})

// Netlify reads `config` from this file's source text and understands only an object literal
// here (not an imported constant), so each function spells out its own rate limit.
// Applications are rare and heavy (up to 6 MB each): five a minute per visitor is plenty.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
