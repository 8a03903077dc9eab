// The Saudi visa application (/visa): validated, captcha-checked, its documents checked by
// content, and e-mailed with them attached to the visa team. https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import {
  VISA_APPLICATION_FAILURE_TEXT,
  VISA_APPLICATION_SUCCESS_TEXT,
  saudiVisaApplicationSchema,
  visaApplicationLabels as labels,
} from '../forms/visa-application'
import { createFormHandler } from './_shared/createFormHandler'
import { visaApplicationConfig, visaApplicationFormOptions } from './_shared/visaApplicationForm'
import { applicationEmail, visaApplicantRows } from './_shared/visaEmail'

export default createFormHandler({
  formName: 'visa-application',
  schema: saudiVisaApplicationSchema,
  labels,
  ...visaApplicationFormOptions,
  successText: VISA_APPLICATION_SUCCESS_TEXT,
  failureText: VISA_APPLICATION_FAILURE_TEXT,
  buildEmail: (data, _req, attachments) =>
    applicationEmail({
      applicant: data,
      applyingFor: `Saudi ${data.visaType} application`,
      formTitle: 'Saudi visa application form (/visa)',
      rows: [{ label: labels.visaType, value: data.visaType }, ...visaApplicantRows(data)],
      attachments,
    }),
})

export const config: Config = visaApplicationConfig
