// A refusal about our own settings is not final; one about the recipient is. Against a real SMTP
// server on 127.0.0.1 that refuses the login (535), the sender (553 5.1.8), the relay (554 5.7.1)
// or the recipient (550 5.1.1): the enquiry is listed as not delivered with its reason; the ones
// about our settings are tried again by the next round once the server takes them, the one about
// the recipient is not, until someone sends it again.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { deliverEnquiry } from '../../functions/_shared/delivery'
import { listed } from '../../functions/_shared/enquiry-listing'
import { sendAgain } from '../../functions/_shared/enquiry-resend'
import { openEnquiryStore, type Enquiry } from '../../functions/_shared/enquiry-store'
import { deliveryRound } from '../../functions/_shared/sweep'
import { useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { startSmtpServer, TEST_SMTP_CERTIFICATE } from '../support/smtp'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'enquiries@agency.example', MAIL_FROM: 'Website <no-reply@agency.example>' })

beforeEach(() => {
  process.env.SMTP_TIMEOUT_MS = '1000'
  process.env.ENQUIRY_RETRY_BASE_MS = '1'
})

async function keep(): Promise<Enquiry> {
  const { enquiry } = await openEnquiryStore().create({
    formId: randomUUID(),
    form: 'contact',
    mail: { subject: 'Website enquiry: Umrah', html: '<p>Umrah</p>', text: 'Umrah' },
    files: [],
    acknowledgement: { heading: 'Umrah', rows: [], locale: 'en' },
    messageDomain: 'agency.example',
    // Kept as a function keeps it, with its first attempt's claim already over (as after a crash).
    claimMs: 0,
  })
  return enquiry
}
const current = async (enquiry: Enquiry) => (await openEnquiryStore().find(enquiry.id))!.enquiry
const mailFor = (enquiry: Enquiry) => smtp.messages.filter((m) => m.parsed.subject?.endsWith(`[${enquiry.reference}]`))

describe('a refusal about our own settings is tried again', () => {
  for (const [kind, refusal] of [
    ['sender', { command: 'MAIL FROM', reply: '553 5.1.8 Sender address rejected: domain not allowed' }],
    ['relay', { command: 'RCPT TO', reply: '554 5.7.1 Relay access denied' }],
    ['authentication', { command: 'MAIL FROM', reply: '530 5.7.0 Authentication required' }],
  ] as const) {
    it(`${refusal.reply}: listed as not delivered (${kind}), then delivered once by the next round`, async () => {
      smtp.setEnvelopeRefusal(refusal)
      const enquiry = await keep()
      expect(await deliverEnquiry(openEnquiryStore(), enquiry.id)).toBe('deferred')
      const shown = listed(await current(enquiry))
      expect(shown).toMatchObject({ status: 'failed', reason: kind, retried: true })
      smtp.setEnvelopeRefusal(null)
      await deliveryRound()
      await deliveryRound()
      expect(mailFor(enquiry)).toHaveLength(1)
      expect(listed(await current(enquiry)).status).toBe('delivered')
    })
  }

  it('535 to the login: listed with the password reason, delivered once when the login is taken again', async () => {
    const server = await startSmtpServer({ login: true })
    try {
      server.setLoginRefused(true)
      process.env.SMTP_URL = `smtp://agency:old-password@127.0.0.1:${server.port}`
      process.env.SMTP_TLS_CA = TEST_SMTP_CERTIFICATE
      const enquiry = await keep()
      expect(await deliverEnquiry(openEnquiryStore(), enquiry.id)).toBe('deferred')
      expect(listed(await current(enquiry))).toMatchObject({ status: 'failed', reason: 'authentication', retried: true })
      server.setLoginRefused(false)
      await deliveryRound()
      await deliveryRound()
      expect(server.messages.filter((m) => m.parsed.subject?.endsWith(`[${enquiry.reference}]`))).toHaveLength(1)
    } finally {
      await server.close()
    }
  })
})

describe('a refusal about the recipient is final', () => {
  it('550 5.1.1 at RCPT TO: failed for good, not tried by later rounds; Send again delivers it once', async () => {
    smtp.setEnvelopeRefusal({ command: 'RCPT TO', reply: '550 5.1.1 Mailbox unknown' })
    const enquiry = await keep()
    expect(await deliverEnquiry(openEnquiryStore(), enquiry.id)).toBe('failed')
    expect(listed(await current(enquiry))).toMatchObject({ status: 'failed', reason: 'recipient', retried: false })
    smtp.setEnvelopeRefusal(null)
    await deliveryRound()
    expect(mailFor(enquiry)).toHaveLength(0)
    expect(await sendAgain(openEnquiryStore(), enquiry.reference)).toBe('delivered')
    expect(await sendAgain(openEnquiryStore(), enquiry.reference)).toBe('alreadyDelivered')
    expect(mailFor(enquiry)).toHaveLength(1)
  })
})
