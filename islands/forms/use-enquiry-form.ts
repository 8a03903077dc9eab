import { useRef, useState, type FormEvent } from 'react'
import type { ZodType } from 'zod'
import { FORM_LEVEL_KEY, toFieldErrors } from '../../forms/_shared/field-errors'
import { newFormId } from '../../forms/_shared/form-id'
import { sendEnquiry } from '../../forms/_shared/send-enquiry'
import { sharedTexts } from '../../forms/_shared/messages'
import { useLocale } from '../../content/react/use-words'
import type { CaptchaHandle } from './Captcha'
import { adoptInto, useAdoptFilledFields } from '../hydration/adopt-fields'

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error'

interface EnquiryFormOptions<V extends Record<string, unknown>> {
  endpoint: string
  initialValues: V
  /** The form's zod schema from forms/, checked before anything is sent. */
  schema: ZodType
  /** Shown when the server fails without giving its own text (in the page's language). */
  failureText: string
  /** Fields sent that the visitor does not type (e.g. the fixed subject). */
  extra?: Record<string, unknown>
  /** False for forms guarded another way (honeypot). */
  captcha?: boolean
  onSuccess?: () => void
  /**
   * Checks what the form holds besides its typed values (chosen files), showing its own errors;
   * returns the name of the first field at fault (focused), or undefined when all is well.
   */
  checkExtra?: () => string | undefined
  /**
   * Once every check (captcha included) has passed, while 'Submitting...' shows: builds the rest
   * of the body asynchronously (reads the chosen files), or refuses with a message, sending nothing.
   */
  prepareBody?: (body: Record<string, unknown>) => Promise<PreparedBody>
  /**
   * Called instead of focusing the first field at fault when a send is refused before leaving,
   * for forms that must first show that field (the quote wizard goes to its step).
   */
  onInvalid?: (firstField: string) => void
}

export type PreparedBody = { fields: Record<string, unknown> } | { refused: string }

/**
 * The one client state machine of every enquiry form: idle → submitting (button disabled) →
 * success (message with the enquiry's reference, fields and captcha reset) or failure (message,
 * captcha reset, values kept). Each filled-in form has an id, sent with it: Send pressed again
 * after a failure or a time-out sends the same id, so an enquiry the server already kept is
 * answered with its reference and never sent twice; a changed field or a success starts a new one.
 */
export function useEnquiryForm<V extends Record<string, unknown>>(options: EnquiryFormOptions<V>) {
  const { endpoint, initialValues, schema, failureText, extra, captcha = true, onSuccess, checkExtra, prepareBody, onInvalid } = options
  const [values, setValues] = useState<V>(initialValues)
  // What was filled in before the form woke (autofill, quick typing) is its state from then on.
  useAdoptFilledFields((changed) => setValues((current) => adoptInto(current, changed)))
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({})
  const [status, setStatus] = useState<FormStatus>('idle')
  const [message, setMessage] = useState('')
  const [reference, setReference] = useState('')
  const captchaRef = useRef<CaptchaHandle>(null)
  const formId = useRef<string | undefined>(undefined)
  const locale = useLocale()
  const shared = sharedTexts(locale).messages

  const setField = <K extends keyof V>(name: K, value: V[K]) => {
    formId.current = undefined
    setValues((current) => ({ ...current, [name]: value }))
    // A list's items report under 'name.index.part' (a multi-city trip's flights): cleared with it.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== name && !key.startsWith(`${String(name)}.`))) as typeof current)
  }

  const fail = (text: string) => {
    setStatus('error')
    setMessage(text)
    setReference('')
    captchaRef.current?.reset()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const token = captcha ? (captchaRef.current?.getToken() ?? '') : undefined
    const body = { ...values, ...extra, ...(captcha && { recaptchaToken: token }) }
    const parsed = schema.safeParse(body)
    // The captcha is reported by its own messages below, not as a field error.
    const { recaptchaToken: _captcha, [FORM_LEVEL_KEY]: _form, ...fieldErrors } = parsed.success ? {} : toFieldErrors(parsed.error, locale)
    const extraAtFault = checkExtra?.()
    if (Object.keys(fieldErrors).length > 0 || extraAtFault) {
      setErrors(fieldErrors as typeof errors)
      setStatus('idle')
      setMessage('')
      const first = Object.keys(fieldErrors)[0] ?? extraAtFault
      if (onInvalid && first) onInvalid(first)
      else form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    if (captcha) {
      if (!captchaRef.current?.isLoaded()) return fail(shared.captchaNotLoaded)
      if (!token) return fail(shared.captchaIncomplete)
    }
    setStatus('submitting')
    setMessage('')
    setReference('')
    formId.current ??= newFormId()
    // The page's language and address: the function answers in that language and tells the agency.
    let sent: Record<string, unknown> = { ...body, enquiryId: formId.current, locale, page: window.location.pathname }
    if (prepareBody) {
      const prepared = await prepareBody(body)
      if ('refused' in prepared) return fail(prepared.refused)
      sent = { ...sent, ...prepared.fields }
    }
    const outcome = await sendEnquiry(endpoint, sent, failureText, shared.networkError)
    if (!outcome.ok) return fail(outcome.message)
    setStatus('success')
    setMessage(outcome.message)
    setReference(outcome.reference)
    formId.current = undefined
    setValues(initialValues)
    captchaRef.current?.reset()
    onSuccess?.()
  }

  return { values, setField, errors, setErrors, status, message, reference, submit, captchaRef, submitting: status === 'submitting' }
}
