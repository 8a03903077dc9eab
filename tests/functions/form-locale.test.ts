// A form sent from a Bengali page, through the real function, a real SMTP server on 127.0.0.1 and
// the enquiry store: the visitor reads every reply in Bengali (a field left empty, success), the
// agency's e-mail stays in English with a line saying the visitor wrote from the Bengali site and
// from which page, and the visitor's acknowledgement arrives in Bengali. The words are read from
// the generated modules (data/forms.yaml, data/get-quote.yaml and their data/bn/ translations).
import type { Context } from '@netlify/functions'
import { describe, expect, it } from 'vitest'
import { sharedTexts } from '../../forms/_shared/messages'
import { textsIn } from '../../forms/_shared/form-words'
import { fill } from '../../forms/_shared/messages'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { contactLabels, contactTexts } from '../../forms/contact'
import { quoteLabels, quoteTexts } from '../../forms/quote-request'
import type { FormHandler } from '../../functions/_shared/create-form-handler'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { withoutReference } from '../support/reference'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'enquiries@agency.example', MAIL_FROM: 'Website <no-reply@agency.example>' })

const BENGALI_SCRIPT = /[\u0980-\u09FF]/

function netlifyContext() {
  const work: Promise<unknown>[] = []
  const context = { waitUntil: (promise: Promise<unknown>) => void work.push(promise), ip: '127.0.0.1' } as unknown as Context
  return { context, settled: () => Promise.allSettled(work) }
}

const functionNamed = (name: string) => FORM_FUNCTIONS.find((fn) => fn.name === name)!

let visitors = 0
/** The function's valid body, sent from a Bengali page by a visitor of their own (acknowledgements are limited per address). */
function fromBengaliPage(name: string, page: string, extra: Record<string, unknown> = {}) {
  visitors += 1
  return { ...functionNamed(name).valid, email: `bn-visitor${visitors}@example.org`, locale: 'bn', page, ...extra }
}

async function send(handler: FormHandler, name: string, body: Record<string, unknown>, context?: Context) {
  const response = await handler(postJson(name, body), context)
  return {
    status: response.status,
    reply: (await readJson(response)) as { message?: string; error?: string; reference?: string; fields?: Record<string, string> },
  }
}

const FORMS = [
  { name: 'send-contact-email', page: '/bn/contact/', texts: contactTexts('bn'), labels: contactLabels, empty: 'name' },
  { name: 'send-quote-email', page: '/bn/get-quote/', texts: quoteTexts('bn'), labels: quoteLabels, empty: 'firstName' },
] as const

describe.each(FORMS)('$name from a Bengali page', ({ name, page, texts, labels, empty }) => {
  const { handler } = functionNamed(name)

  it('the words are Bengali, not the English ones', () => {
    expect(texts.successText).toMatch(BENGALI_SCRIPT)
    expect(texts.messages[empty as keyof typeof texts.messages]).toMatch(BENGALI_SCRIPT)
  })

  it('a required field left empty is refused with its Bengali message, in a Bengali sentence naming its Bengali label', async () => {
    const { status, reply } = await send(handler, name, fromBengaliPage(name, page, { [empty]: '' }))
    expect(status).toBe(400)
    const message = texts.messages[empty as keyof typeof texts.messages]
    expect(reply.fields?.[empty]).toBe(message)
    expect(reply.error).toBe(
      fill(sharedTexts('bn').messages.checkFields, { fields: `${texts.labels[empty as keyof typeof texts.labels]} – ${message.replace(/[.!?।\s]+$/, '')}` }),
    )
  })

  it('a missing captcha is refused in Bengali', async () => {
    const { status, reply } = await send(handler, name, fromBengaliPage(name, page, { recaptchaToken: '' }))
    expect(status).toBe(400)
    expect(reply.error).toBe(sharedTexts('bn').messages.captchaIncomplete)
  })

  it('success in Bengali; the agency reads English with the line naming the Bengali site and page; the visitor’s acknowledgement is Bengali', async () => {
    const { context, settled } = netlifyContext()
    const typed = 'রহিম উদ্দিনের বিশেষ অনুরোধ'
    const body = fromBengaliPage(name, page, name === 'send-contact-email' ? { message: typed } : { specialRequests: typed })
    const { status, reply } = await send(handler, name, body, context)
    expect(status).toBe(200)
    expect(reply.message).toBe(texts.successText)
    await settled()

    const agency = smtp.messages.find((m) => m.parsed.subject?.endsWith(`[${reply.reference}]`))
    expect(agency, 'the agency has it').toBeDefined()
    const text = agency!.parsed.text ?? ''
    expect(withoutReference(agency!.parsed.subject)).not.toMatch(BENGALI_SCRIPT)
    expect(text).toContain(fill(ENQUIRY_TEXT.fromLanguage, { language: ENQUIRY_TEXT.languageNames.bn, page }))
    expect(text).toContain(`${labels.email}: ${String(body.email)}`)
    // The labels are English; only the visitor's own words are Bengali.
    expect(text).toContain(typed)
    expect(text.replace(typed, '')).not.toMatch(BENGALI_SCRIPT)

    const confirmation = textsIn('enquiry', ENQUIRY_TEXT, 'bn').confirmation
    const acknowledgement = smtp.acknowledgements.find((m) => m.parsed.subject?.includes(reply.reference!))
    expect(acknowledgement, 'the visitor has their acknowledgement').toBeDefined()
    expect(acknowledgement!.parsed.subject).toBe(fill(confirmation.subject, { reference: reply.reference! }))
    expect(acknowledgement!.parsed.text).toContain(confirmation.greeting)
    expect(acknowledgement!.parsed.text).toContain(`${confirmation.referenceLabel}: ${reply.reference}`)
    // Nothing the visitor typed goes back to the address they typed (tests/functions/no-relay.test.ts).
    expect(acknowledgement!.parsed.text).not.toContain(typed)
  })

  it('an English submission of the same form is answered in English and the agency’s e-mail has no language line', async () => {
    const { context, settled } = netlifyContext()
    const { status, reply } = await send(handler, name, { ...fromBengaliPage(name, page), locale: 'en', page: page.replace('/bn', '') }, context)
    expect(status).toBe(200)
    expect(reply.message).toBe(handler.contract.successText)
    expect(reply.message).not.toMatch(BENGALI_SCRIPT)
    await settled()
    const agency = smtp.messages.find((m) => m.parsed.subject?.endsWith(`[${reply.reference}]`))
    expect(agency!.parsed.text).not.toContain(fill(ENQUIRY_TEXT.fromLanguage, { language: ENQUIRY_TEXT.languageNames.bn, page }))
  })
})
