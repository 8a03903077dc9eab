// A send-<form> function from its form's definition (forms/<form>.ts, `defineForm`): the name it
// stores and logs by, the request it accepts, its replies and the e-mail it sends all come from
// there, so a function file is `export default formFunction(<form>Form)` and the literal `config`
// Netlify reads from its source (tests/functions/function-config.test.ts holds it to the definition).
// The visa applications have theirs in visa-application-form.ts (applicationFunction), which
// brings the document checks no other function should carry.
import type { EnquiryReply } from '../../forms/_shared/form-reply'
import { createFormHandler, type FormHandler } from './create-form-handler'

/** The body limit of a form without files: a long message is a few KiB. */
export const ENQUIRY_MAX_BODY_BYTES = 32 * 1024

/** The handler of an enquiry form's function, built from its definition. */
export function formFunction<Body extends Record<string, unknown>>(form: { name: string; reply: EnquiryReply<Body> }): FormHandler {
  const { reply } = form
  const { labels, successText, failureText } = reply.textsIn('en')
  return createFormHandler({
    formName: form.name,
    schema: reply.schema,
    labels,
    successText,
    failureText,
    textsIn: (locale) => reply.textsIn(locale),
    maxBodyBytes: reply.maxBodyBytes ?? ENQUIRY_MAX_BODY_BYTES,
    captcha: reply.captcha ?? true,
    honeypotField: reply.honeypotField,
    acknowledgementRows: reply.acknowledgementRows && ((data, locale) => reply.acknowledgementRows!(data, locale)),
    buildEmail: (data) => reply.mail(data),
  })
}
