// What the three visa application functions share: the request limit (files travel in the body),
// the captcha, the 413 text naming the files' limit, the file check by content and the e-mail to
// the visa team (its rows from the form's definition, labelled for the agency, then the attached
// files). Each form's definition gives its schema, texts, what was applied for and its fields
// (`applicationReply` in forms/<form>.ts); its function file adds only the literal `config`.
import type { z } from 'zod'
import { emailRowsOf, type FieldDefinitions } from '../../forms/_shared/define-form'
import { MAX_REQUEST_BYTES, UPLOAD_LIMIT_TEXT } from '../../forms/_shared/uploads'
import { createFormHandler, type FormHandler, type FormReplyTexts } from './create-form-handler'
import type { Locale } from '../../forms/_shared/form-words'
import type { ApplicationReply } from '../../forms/_shared/form-reply'
import { checkUploads, type ApplicationUploads } from './uploads'
import { AGENCY_LABELS, applicationEmail } from './visa-email'

export const visaApplicationFormOptions = {
  maxBodyBytes: MAX_REQUEST_BYTES,
  tooLargeText: `Your files are too large to send. ${UPLOAD_LIMIT_TEXT} Please choose smaller files (for example a scan at a lower resolution) and try again.`,
  captcha: true,
  checkFiles: checkUploads,
} as const

type Applicant = Record<string, unknown> & ApplicationUploads & { firstName: string; lastName: string; email: string }

/** A visa application function: validated, captcha-checked, its documents checked by content and e-mailed with them attached. */
export function createApplicationHandler<Schema extends z.ZodType<Applicant>>(options: {
  formName: string
  schema: Schema
  labels: Readonly<Record<string, string>>
  successText: string
  failureText: string
  /** What was applied for, e.g. 'Saudi Umrah Visa application'. */
  applyingFor: (data: z.output<Schema>) => string
  /** Which form on the website sent it, for the footer. */
  formTitle: string
  /** The form's definition in the order of the e-mail's rows (before the attached files). */
  emailFields: FieldDefinitions
  /** The labels, success and failure texts in the visitor's language. */
  textsIn: (locale: Locale) => FormReplyTexts
}): FormHandler {
  const { applyingFor, formTitle, emailFields, ...form } = options
  const agencyLabels = { ...form.labels, ...AGENCY_LABELS }
  return createFormHandler({
    ...form,
    ...visaApplicationFormOptions,
    // The visitor's own answers in their language: labels, choices and dates.
    acknowledgementRows: (data, locale) => emailRowsOf(emailFields, form.textsIn(locale).labels, data, locale),
    buildEmail: (data, _req, attachments) =>
      applicationEmail({ applicant: data, applyingFor: applyingFor(data), formTitle, rows: emailRowsOf(emailFields, agencyLabels, data, 'en'), attachments }),
  })
}

/** The handler of a visa application's function, built from its definition (forms/<form>.ts). */
export function applicationFunction<Body extends Applicant>(form: { name: string; reply: ApplicationReply<Body> }): FormHandler {
  const { kind: _kind, schema, ...reply } = form.reply
  const { labels, successText, failureText } = reply.textsIn('en')
  return createApplicationHandler({ formName: form.name, schema: schema as z.ZodType<Body>, labels, successText, failureText, ...reply })
}
