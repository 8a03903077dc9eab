// The whole life of a form submission, shared by every send-<form> function:
// method (405) → production settings (503) → JSON content type (415) → body size (413) →
// JSON (400) → honeypot → zod (400 with the fields) → captcha (400/503) → files by content
// (400, forms with uploads) → kept in the enquiry store with a reference → 200 { message,
// reference } → the agency's e-mail, after the reply (context.waitUntil; the scheduled function
// deliver-enquiries tries again what failed). A form id sent with the body makes a replay answer
// the same reference and send nothing new. Without a store, the e-mail is sent before replying
// (502 with the phone number when that fails too). Anything unexpected → 500. The files are
// checked after the captcha so a bot cannot make the function decode megabytes without solving it.
// A form's definition (forms/<form>.ts) describes it: schema, limits, texts and the e-mail it sends (form-function.ts).
import type { Context } from '@netlify/functions'
import type { z } from 'zod'
import { describeFieldErrors, toFieldErrors } from '../../forms/_shared/field-errors'
import { fill, sharedTexts } from '../../forms/_shared/messages'
import { DEFAULT_LOCALE, textsIn, type Locale } from '../../forms/_shared/form-words'
import { LOCALES } from '../../forms/_shared/form-words'
// Every form's words in every language, so a reply is in the language of the page that sent it.
import '../../forms/_shared/all-form-words.generated'
import { CAPTCHA_NOT_CONFIGURED_TEXT, CAPTCHA_UNAVAILABLE_TEXT, verifyCaptcha } from './captcha'
import { renderEmailBody, type EmailRow } from './email-body'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { summaryRows } from './acknowledgement'
import { claimMs, deliverEnquiry } from './delivery'
import { recordDirectDelivery, withdrawUnsent } from './direct-delivery'
import { KeepingFailedError, openEnquiryStore, StorageUnavailableError, type Enquiry, type EnquiryStore } from './enquiry-store'
import { draftEnquiry, enquiryId, type NewEnquiry } from './new-enquiry'
import { productionSettingProblems } from './environment'
import {
  INVALID_JSON_TEXT,
  METHOD_NOT_ALLOWED_TEXT,
  NOT_AN_OBJECT_TEXT,
  TOO_LARGE_TEXT,
  UNSUPPORTED_MEDIA_TYPE_TEXT,
  isJsonRequest,
  jsonResponse,
  readBodyWithLimit,
} from './http'
import { describeErrorSafely, logFormEvent } from './log'
import { senderDomain, sendMail, type MailAttachment } from './mail'
import { FORM_ID_PATTERN } from './reference'

/** The field every captcha-guarded form sends its token in (docs/specification/part-1.md and part-2.md, section 7). */
export const CAPTCHA_FIELD = 'recaptchaToken'
/** The field the browser sends its id for one filled-in form in (the same on every retry of it). */
export const FORM_ID_FIELD = 'enquiryId'
/** The fields the browser sends the page's language and address in: the reply's language, and a line for the agency. */
export const LOCALE_FIELD = 'locale'
export const PAGE_FIELD = 'page'
const PAGE_LENGTH = 200

/** What a form's e-mail to the agency says; the shared code renders and sends it. */
export interface FormEmail {
  subject: string
  replyTo?: { name?: string; email: string }
  heading: string
  /** A line under the heading (the language the visitor wrote in). */
  note?: string
  rows: readonly EmailRow[]
  footer?: string
  attachments?: readonly MailAttachment[]
  /** False: nothing is sent to the visitor's address (an address no one has confirmed is theirs). */
  acknowledge?: false
}

/** The outcome of a form's file check: the attachments, or the field at fault and why. */
export type FilesCheck = { ok: true; attachments: MailAttachment[] } | { ok: false; field: string; message: string }

interface FormHandlerOptions<Schema extends z.ZodType<Record<string, unknown>>> {
  /** Short name for logs and outbox files, e.g. 'contact'. */
  formName: string
  schema: Schema
  /** Field labels for the error sentence ("Please check these fields: Email – ..."). */
  labels: Readonly<Record<string, string>>
  maxBodyBytes: number
  /** The 413 reply's text, e.g. naming the upload limit; a general sentence by default. */
  tooLargeText?: string
  /** Verify the `recaptchaToken` field before sending. */
  captcha: boolean
  /** A field that must arrive empty; when filled the visitor gets failureText and nothing is sent. */
  honeypotField?: string
  successText: string
  failureText: string
  /** The labels, success and failure texts in the visitor's language (the English ones above when absent). */
  textsIn?: (locale: Locale) => FormReplyTexts
  /** Checks uploaded files by their content once the captcha has passed (its messages in the visitor's language); the attachments are added to the e-mail. */
  checkFiles?: (data: z.output<Schema>, locale: Locale) => FilesCheck | Promise<FilesCheck>
  /**
   * The rows of the visitor's acknowledgement in their language: labels and their own choices
   * (options, dates) in it. Without it, the agency's rows with the labels put into that language.
   */
  acknowledgementRows?: (data: z.output<Schema>, locale: Locale) => readonly EmailRow[]
  /** The e-mail, given the checked attachments (none without checkFiles) so it can list them. */
  buildEmail: (data: z.output<Schema>, req: Request, attachments: readonly MailAttachment[]) => FormEmail | Promise<FormEmail>
}

/** What a form's replies say in one language. */
export interface FormReplyTexts {
  labels: Readonly<Record<string, string>>
  successText: string
  failureText: string
}

/** What a form function keeps to, for the contract suite that runs over every one (tests/functions/form-contract.test.ts). */
export interface FormContract {
  formName: string
  labels: Readonly<Record<string, string>>
  maxBodyBytes: number
  tooLargeText: string
  captcha: boolean
  honeypotField?: string
  successText: string
  failureText: string
  textsIn: (locale: Locale) => FormReplyTexts
}

export type FormHandler = ((req: Request, context?: Context) => Promise<Response>) & { contract: FormContract }

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const isFilled = (value: unknown): boolean => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')

/**
 * Keys no valid body has on an object, which change how JavaScript turns the object into a string
 * or a number: a hostile `{"length": {"toString": 1}}` in a text field made a length check throw
 * ("Cannot convert object to primitive value", zod runs a string's length checks even on a value
 * that is not a string) and the function answer 500. Dropped while parsing, the value is then
 * simply of the wrong type and refused with 400 naming its field.
 */
const CONVERSION_KEYS = new Set(['length', 'toString', 'valueOf', 'toJSON'])
function withoutConversionTraps(this: unknown, key: string, value: unknown): unknown {
  return CONVERSION_KEYS.has(key) && !Array.isArray(this) ? undefined : value
}

/**
 * The agency's e-mail stays in English; when the visitor wrote from a page in another language its
 * first line says so, and which page (data/forms.yaml's enquiries.fromLanguage).
 */
function withLanguageLine(email: FormEmail, locale: Locale, page: string): FormEmail {
  if (locale === DEFAULT_LOCALE) return email
  // Every language but English has its name there (the schema requires it).
  const line = fill(ENQUIRY_TEXT.fromLanguage, { language: ENQUIRY_TEXT.languageNames[locale as keyof typeof ENQUIRY_TEXT.languageNames], page: page || '/' })
  return { ...email, note: line }
}

/** The agency's rows with each field's English label in the visitor's language, for their acknowledgement. */
function inLanguage(rows: readonly EmailRow[], labels: Readonly<Record<string, string>>, english: Readonly<Record<string, string>>): EmailRow[] {
  const byEnglish = new Map(Object.entries(english).map(([name, label]) => [label, labels[name] ?? label]))
  return rows.map((row) => ({ ...row, label: byEnglish.get(row.label) ?? row.label }))
}

export function createFormHandler<Schema extends z.ZodType<Record<string, unknown>>>(options: FormHandlerOptions<Schema>): FormHandler {
  const {
    formName,
    schema,
    labels,
    maxBodyBytes,
    tooLargeText = TOO_LARGE_TEXT,
    captcha,
    honeypotField,
    successText,
    failureText,
    checkFiles,
    buildEmail,
  } = options
  const english: FormReplyTexts = { labels, successText, failureText }
  const repliesIn = (locale: Locale): FormReplyTexts => (locale === DEFAULT_LOCALE || !options.textsIn ? english : options.textsIn(locale))

  async function handle(req: Request, context?: Context): Promise<Response> {
    if (req.method !== 'POST') {
      logFormEvent(formName, 'method-not-allowed', { method: req.method })
      return jsonResponse(405, { error: METHOD_NOT_ALLOWED_TEXT }, { Allow: 'POST' })
    }
    const problems = productionSettingProblems()
    if (problems.length > 0) {
      logFormEvent(formName, 'not-configured', { detail: `${problems.join(', ')} in production` })
      return jsonResponse(503, { error: ENQUIRY_TEXT.notConfigured })
    }
    if (!isJsonRequest(req)) {
      logFormEvent(formName, 'unsupported-media-type')
      await req.body?.cancel().catch(() => undefined)
      return jsonResponse(415, { error: UNSUPPORTED_MEDIA_TYPE_TEXT })
    }

    const body = await readBodyWithLimit(req, maxBodyBytes)
    if (!body.ok && body.reason === 'too-large') {
      logFormEvent(formName, 'too-large', { maxBodyBytes })
      return jsonResponse(413, { error: tooLargeText })
    }
    let parsed: unknown
    try {
      if (!body.ok) throw new SyntaxError('not UTF-8')
      parsed = JSON.parse(body.text, withoutConversionTraps)
    } catch {
      logFormEvent(formName, 'invalid-json')
      return jsonResponse(400, { error: INVALID_JSON_TEXT })
    }
    if (!isPlainObject(parsed)) {
      logFormEvent(formName, 'invalid-json', { detail: 'not an object' })
      return jsonResponse(400, { error: NOT_AN_OBJECT_TEXT })
    }

    const formId = typeof parsed[FORM_ID_FIELD] === 'string' && FORM_ID_PATTERN.test(parsed[FORM_ID_FIELD]) ? parsed[FORM_ID_FIELD] : undefined
    const locale = LOCALES.find((l) => l === parsed[LOCALE_FIELD]) ?? DEFAULT_LOCALE
    const page = typeof parsed[PAGE_FIELD] === 'string' ? parsed[PAGE_FIELD].slice(0, PAGE_LENGTH) : ''
    delete parsed[FORM_ID_FIELD]
    delete parsed[LOCALE_FIELD]
    delete parsed[PAGE_FIELD]
    const replies = repliesIn(locale)
    const captchaIncomplete = sharedTexts(locale).messages.captchaIncomplete

    if (honeypotField && isFilled(parsed[honeypotField])) {
      logFormEvent(formName, 'honeypot')
      return jsonResponse(400, { error: replies.failureText })
    }

    const result = schema.safeParse(parsed)
    if (!result.success) {
      const fields = toFieldErrors(result.error, locale)
      const onlyCaptcha = captcha && Object.keys(fields).every((key) => key === CAPTCHA_FIELD)
      logFormEvent(formName, 'invalid-fields', { fields: Object.keys(fields).join(',') })
      return jsonResponse(400, { error: onlyCaptcha ? captchaIncomplete : describeFieldErrors(fields, replies.labels, locale), fields })
    }
    const data = result.data

    if (captcha) {
      const token = data[CAPTCHA_FIELD]
      const verdict = await verifyCaptcha(typeof token === 'string' ? token : '', req, context)
      if (!verdict.ok) {
        switch (verdict.reason) {
          case 'not-configured':
            logFormEvent(formName, 'captcha-not-configured', { detail: 'RECAPTCHA_SECRET_KEY is not set in production' })
            return jsonResponse(503, { error: CAPTCHA_NOT_CONFIGURED_TEXT })
          case 'unavailable':
            logFormEvent(formName, 'captcha-unavailable', { detail: verdict.detail })
            return jsonResponse(503, { error: CAPTCHA_UNAVAILABLE_TEXT })
          case 'rejected':
            logFormEvent(formName, 'captcha-rejected', { detail: 'rejected', errorCodes: verdict.errorCodes })
            return jsonResponse(400, { error: captchaIncomplete })
          case 'wrong-hostname':
            logFormEvent(formName, 'captcha-rejected', { detail: 'wrong-hostname' })
            return jsonResponse(400, { error: captchaIncomplete })
        }
      }
    }

    let files: MailAttachment[] = []
    if (checkFiles) {
      const checked = await checkFiles(data, locale)
      if (!checked.ok) {
        // The field only: a file's name can hold personal data, and its content certainly does.
        logFormEvent(formName, 'invalid-file', { field: checked.field })
        return jsonResponse(400, { error: checked.message, fields: { [checked.field]: checked.message } })
      }
      files = checked.attachments
    }

    const email = await buildEmail(data, req, files)
    const visitorRows = options.acknowledgementRows?.(data, locale) ?? inLanguage(email.rows, replies.labels, labels)
    return keepAndReply(withLanguageLine(email, locale, page), files, { formId, locale, replies, visitorRows }, context)
  }

  /**
   * Keeps the enquiry and answers at once; the e-mail follows. Without a store (none, down, or a
   * write it cannot confirm), sends first under the same reference and Message-ID the kept copy
   * has, and tells the store afterwards (delivery.ts): one enquiry, one name, one e-mail.
   */
  async function keepAndReply(
    email: FormEmail,
    files: MailAttachment[],
    { formId, locale, replies, visitorRows }: { formId: string | undefined; locale: Locale; replies: FormReplyTexts; visitorRows: readonly EmailRow[] },
    context?: Context,
  ): Promise<Response> {
    const { html, text } = renderEmailBody(email)
    const enquiryText = textsIn('enquiry', ENQUIRY_TEXT, locale)
    const input: NewEnquiry = {
      form: formName,
      formId: formId ?? crypto.randomUUID(),
      mail: { subject: email.subject, replyTo: email.replyTo, html, text },
      files: [...(email.attachments ?? []), ...files],
      acknowledgement: { to: email.acknowledge === false ? undefined : email.replyTo?.email, heading: email.heading, rows: summaryRows(visitorRows), locale },
      messageDomain: senderDomain(),
      claimMs: claimMs(),
    }
    // On Netlify the work after the reply runs in waitUntil; a caller with no waitUntil waits for it.
    const afterReply = async (work: Promise<unknown>) => (context?.waitUntil ? context.waitUntil(work) : await work)
    const patient = Boolean(context?.waitUntil)
    let store: EnquiryStore | undefined
    let pending: Enquiry | undefined
    try {
      store = openEnquiryStore()
      const { enquiry, etag, created } = await store.create(input)
      logFormEvent(formName, created ? 'stored' : 'replayed', { reference: enquiry.reference })
      // deliverEnquiry logs its own failures.
      if (created) await afterReply(deliverEnquiry(store, enquiry.id, { held: { enquiry, etag } }).catch(() => undefined))
      return jsonResponse(200, { message: replies.successText, reference: enquiry.reference })
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error
      if (error instanceof KeepingFailedError) pending = error.enquiry
      logFormEvent(formName, 'storage-unavailable', { uncertain: error.uncertain, ...describeErrorSafely(error) })
    }

    // No store: the enquiry lives only in this conversation with the mail server.
    const sending = pending ?? draftEnquiry(input, enquiryId(input), [], new Date())
    const sent = await sendMail({
      formName,
      subject: sending.mail.subject,
      replyTo: email.replyTo,
      html,
      text,
      attachments: input.files,
      messageId: sending.mail.messageId,
    })
    if (!sent.ok) {
      logFormEvent(
        formName,
        'mail-failed',
        sent.reason === 'not-configured' ? { reason: sent.reason, detail: sent.detail } : { reason: sent.reason, ...sent.detail },
      )
      if (store && pending) await afterReply(withdrawUnsent(store, pending, { patient }))
      return jsonResponse(502, { error: `${replies.failureText} ${enquiryText.unavailable}` })
    }
    logFormEvent(formName, 'sent', {
      reference: sending.reference,
      transport: sent.transport,
      messageId: sent.messageId,
      outboxPath: sent.transport === 'outbox' ? sent.outboxPath : undefined,
    })
    if (store) await afterReply(recordDirectDelivery(store, sending, { patient }))
    return jsonResponse(200, { message: replies.successText, reference: sending.reference })
  }

  async function handler(req: Request, context?: Context): Promise<Response> {
    try {
      return await handle(req, context)
    } catch (error) {
      try {
        logFormEvent(formName, 'error', describeErrorSafely(error))
      } catch {
        // Logging must never turn a handled failure into a crash.
      }
      return jsonResponse(500, { error: failureText })
    }
  }
  return Object.assign(handler, {
    contract: { formName, labels, maxBodyBytes, tooLargeText, captcha, honeypotField, successText, failureText, textsIn: repliesIn },
  })
}
