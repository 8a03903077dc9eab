// The newsletter signup through a real SMTP server: the agency learns who subscribed and from
// where; a filled honeypot is refused and nothing is sent.
import { join } from 'node:path'
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import sendNewsletterSignup from '../../functions/send-newsletter-signup'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { withReference, withoutReference } from '../support/reference'
import { dataText } from '../support/data-text'
import { loadCatalogue } from '../../content/server/data/load'
import { checkFields, formWords } from '../support/form-words'

const env = useFunctionTestEnv()

const SUCCESS = { message: dataText('forms', 'newsletter.successText') }
const FAILURE = { error: dataText('forms', 'newsletter.failureText') }
const NEWSLETTER = loadCatalogue('forms', 'en').newsletter
const newsletter = formWords(NEWSLETTER)
const { footer: FOOTER, 'coming-soon': COMING_SOON } = NEWSLETTER.sources

const smtp = useRealSmtp({ MAIL_TO: 'newsletter@agency.example' })

describe('newsletter signup', () => {
  it('tells the agency who subscribed from the footer', async () => {
    const response = await sendNewsletterSignup(postJson('send-newsletter-signup', { email: 'reader@example.org', source: 'footer', website: '' }))
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(withReference(SUCCESS))

    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['newsletter@agency.example'])
    expect(withoutReference(parsed.subject)).toBe(`Newsletter signup (${FOOTER}) – reader@example.org`)
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'reader@example.org' }])
    expect(parsed.text).toContain(newsletter.row('email', 'reader@example.org'))
    expect(parsed.text).toContain(newsletter.row('source', FOOTER))
    expect(parsed.html).toContain('reader@example.org')
    expect(parsed.html).toContain(FOOTER)
  })

  it('records the coming-soon page as the source, and defaults to the footer', async () => {
    await sendNewsletterSignup(postJson('send-newsletter-signup', { email: 'soon@example.org', source: 'coming-soon' }))
    expect((await smtp.waitForMessage()).parsed.text).toContain(newsletter.row('source', COMING_SOON))
    await sendNewsletterSignup(postJson('send-newsletter-signup', { email: 'plain@example.org' }))
    expect((await smtp.waitForMessage()).parsed.text).toContain(newsletter.row('source', FOOTER))
  })

  it('refuses a filled honeypot with the failure text and sends nothing', async () => {
    const before = smtp.messages.length
    const response = await sendNewsletterSignup(
      postJson('send-newsletter-signup', { email: 'bot@example.org', source: 'footer', website: 'http://spam.example' }),
    )
    expect(response.status).toBe(400)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(FAILURE)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(smtp.messages.length).toBe(before)
    expect(env.logs.join('\n')).toContain('"outcome":"honeypot"')
    expect(env.logs.join('\n')).not.toContain('bot@example.org')
  })

  it('refuses a honeypot filled with something other than text', async () => {
    const response = await sendNewsletterSignup(postJson('send-newsletter-signup', { email: 'bot@example.org', website: 1 }))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual(FAILURE)
  })

  it('names a bad e-mail address', async () => {
    const response = await sendNewsletterSignup(postJson('send-newsletter-signup', { email: 'reader@', website: '' }))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({
      error: checkFields(`${newsletter.label('email')} – ${dataText('forms', 'shared.emailInvalid')}`),
      fields: { email: dataText('forms', 'shared.emailInvalid') },
    })
  })

  it('refuses an unknown source', async () => {
    const response = await sendNewsletterSignup(postJson('send-newsletter-signup', { email: 'reader@example.org', source: 'popup' }))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({
      error: checkFields(newsletter.reason('source')),
      fields: { source: dataText('forms', 'newsletter.messages.source') },
    })
  })

  it('writes to the outbox without SMTP_URL outside production', async () => {
    delete process.env.SMTP_URL
    const response = await sendNewsletterSignup(postJson('send-newsletter-signup', { email: 'reader@example.org' }))
    expect(response.status).toBe(200)
    const files = (await readdir(env.outbox)).filter((file) => file.endsWith('.eml'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/-newsletter-[0-9a-f]{8}\.eml$/)
    // Nothing to the address typed: no one has confirmed it is theirs (issue 34, no relay).
    expect(existsSync(join(env.outbox, 'visitors'))).toBe(false)
  })
})
