// The Schengen visa application (/schengen-visa): validated, captcha-checked, its documents
// checked by content, and e-mailed with them attached to the visa team.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  SCHENGEN_APPLICATION_SUCCESS_TEXT,
  VISA_APPLICATION_FAILURE_TEXT,
  schengenCountryLabel,
  schengenVisaApplicationSchema,
  schengenVisaEmailRows,
  visaApplicationLabels as labels,
} from '../forms/visa-application'
import { createFormHandler } from './_shared/create-form-handler'
import { visaApplicationFormOptions } from './_shared/visa-application-form'
import { applicationEmail } from './_shared/visa-email'

export default createFormHandler({
  formName: 'schengen-visa',
  schema: schengenVisaApplicationSchema,
  labels,
  ...visaApplicationFormOptions,
  successText: SCHENGEN_APPLICATION_SUCCESS_TEXT,
  failureText: VISA_APPLICATION_FAILURE_TEXT,
  buildEmail: (data, _req, attachments) =>
    applicationEmail({
      applicant: data,
      applyingFor: `Schengen visa application – ${schengenCountryLabel(data.selectedCountry)}`,
      formTitle: 'Schengen visa application form (/schengen-visa)',
      rows: schengenVisaEmailRows(data),
      attachments,
    }),
})

// Netlify reads `config` from this file's source text and understands only an object literal
// here (not an imported constant), so each function spells out its own rate limit.
// Applications are rare and heavy (up to 6 MB each): five a minute per visitor is plenty.
export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
