// The Schengen visa application (/schengen-visa): validated, captcha-checked, its documents
// checked by content, and e-mailed with them attached to the visa team.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  SCHENGEN_APPLICATION_SUCCESS_TEXT,
  VISA_APPLICATION_FAILURE_TEXT,
  schengenCountryLabel,
  schengenVisaApplicationSchema,
  schengenVisaFields,
  visaApplicationLabels,
  visaReplyTexts,
} from '../forms/visa-application'
import { createApplicationHandler } from './_shared/visa-application-form'

export default createApplicationHandler({
  formName: 'schengen-visa',
  schema: schengenVisaApplicationSchema,
  labels: visaApplicationLabels,
  successText: SCHENGEN_APPLICATION_SUCCESS_TEXT,
  failureText: VISA_APPLICATION_FAILURE_TEXT,
  applyingFor: (data) => `Schengen visa application – ${schengenCountryLabel(data.selectedCountry)}`,
  formTitle: 'Schengen visa application form (/schengen-visa)',
  emailFields: schengenVisaFields,
  textsIn: (locale) => visaReplyTexts(locale, 'schengenSuccessText'),
})

// Netlify reads `config` from this file's source text and understands only an object literal
// here (not an imported constant), so each function spells out its own rate limit.
// Applications are rare and heavy (up to 6 MB each): five a minute per visitor is plenty.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
