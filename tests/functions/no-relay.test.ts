// No relay (issue 34): mail to an address the visitor typed carries nothing they wrote. Every form
// that acknowledges is sent its example body with a spammer's words in its name and free-text
// fields, to a real SMTP server: the acknowledgement has the reference and our own words, and
// none of theirs. The hourly limit counts the inbox, not its spelling (case, +tags, Gmail's dots),
// and the newsletter sends nothing to the address typed.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { normaliseAddress } from '../../functions/_shared/address'
import sendContactEmail from '../../functions/send-contact-email'
import sendNewsletterSignup from '../../functions/send-newsletter-signup'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'enquiries@agency.example', MAIL_FROM: 'Website <no-reply@agency.example>' })

const SPAM = 'WIN 1000 GBP now at http://spam.test/claim'
/** Fields a visitor writes in by hand, besides each form's declared free text. */
const TYPED = /name|phone|message|address|request|condition|notes|details|city|passport/i

const acknowledgementsTo = (address: string) => smtp.acknowledgements.filter((m) => m.envelope.to.includes(address))
const acknowledgementOf = (reference: string) => smtp.acknowledgements.find((m) => m.parsed.subject?.includes(reference))

const acknowledging = FORM_FUNCTIONS.filter((fn) => fn.name !== 'send-newsletter-signup' && typeof fn.valid.email === 'string')

describe.each(acknowledging.map((fn) => [fn.name, fn] as const))('%s: the acknowledgement repeats nothing the visitor wrote', (_name, fn) => {
  it('has the reference and our words, not the name, the message or any other typed text', async () => {
    const typed = Object.entries(fn.valid).filter(
      ([key, value]) => typeof value === 'string' && value.length >= 3 && (fn.freeText.includes(key) || TYPED.test(key)),
    )
    expect(typed.length, 'the example has typed fields').toBeGreaterThan(0)
    // The spam goes where the form takes any text; the other typed values stay as the example has them.
    const body: Record<string, unknown> = { ...fn.valid, email: `reader-${randomUUID().slice(0, 8)}@example.org` }
    for (const key of fn.freeText) if (typeof body[key] === 'string') body[key] = SPAM
    const response = await fn.handler(postJson(fn.name, body))
    expect(response.status).toBe(200)
    const { reference } = (await readJson(response)) as { reference: string }
    const acknowledgement = acknowledgementOf(reference)
    expect(acknowledgement, 'the visitor is acknowledged').toBeDefined()
    const { text = '', html = '' } = acknowledgement!.parsed as { text?: string; html?: string | false }
    expect(text).toContain(reference)
    expect(text).toContain(ENQUIRY_TEXT.confirmation.referenceLabel)
    for (const shown of [text, String(html)]) {
      expect(shown).not.toContain('spam.test')
      expect(shown).not.toContain('WIN 1000')
      for (const [key, value] of typed) if (!fn.freeText.includes(key)) expect(shown, key).not.toContain(String(value))
    }
  })
})

describe('the hourly limit counts the inbox', () => {
  it.each([
    ['example.org', ['victim+1@example.org', 'Victim+2@EXAMPLE.org', 'victim@example.org', 'VICTIM+spam@example.org', 'victim+3@example.org']],
    ['gmail.com', ['v.i.c.t.i.m@gmail.com', 'victim+1@googlemail.com', 'Vic.Tim@Gmail.com', 'victim@gmail.com', 'v.ictim+x@googlemail.com']],
  ])('five spellings of one inbox at %s get three acknowledgements', async (_domain, spellings) => {
    const unique = randomUUID().slice(0, 6)
    const addresses = spellings.map((address) => address.replace(/^([^+@]+)/, `$1${unique}`))
    const before = smtp.acknowledgements.length
    const contact = FORM_FUNCTIONS.find((fn) => fn.name === 'send-contact-email')!
    const references: string[] = []
    for (const email of addresses) {
      const response = await sendContactEmail(postJson(contact.name, { ...contact.valid, email }))
      expect(response.status).toBe(200)
      references.push(((await readJson(response)) as { reference: string }).reference)
    }
    expect(
      smtp.messages.filter((m) => references.some((reference) => m.parsed.subject?.endsWith(`[${reference}]`))),
      'the agency gets all five',
    ).toHaveLength(5)
    expect(smtp.acknowledgements.length - before).toBe(3)
  })

  it('keeps apart what the providers keep apart', () => {
    expect(normaliseAddress('a.b@example.org')).toBe('a.b@example.org')
    expect(normaliseAddress('A.B+news@GoogleMail.com')).toBe('ab@gmail.com')
    expect(normaliseAddress('someone@example.org')).not.toBe(normaliseAddress('some.one@example.org'))
  })
})

describe('the newsletter', () => {
  it('sends the agency the signup and nothing to the address typed', async () => {
    const address = `stranger-${randomUUID().slice(0, 8)}@example.org`
    const response = await sendNewsletterSignup(postJson('send-newsletter-signup', { email: address }))
    expect(response.status).toBe(200)
    expect(smtp.messages.some((m) => m.parsed.subject?.includes(address))).toBe(true)
    expect(acknowledgementsTo(address)).toHaveLength(0)
  })
})
