// Every enquiry kept until the agency has it (issue 20), against Netlify's own local blobs server
// and a real SMTP server on 127.0.0.1 that misbehaves as real ones do: the visitor is answered as
// soon as the enquiry is kept, with a reference; the agency's e-mail follows after the reply
// (waitUntil) and, when the server refuses, drops, hangs or says "try later", the scheduled
// round sends it later, once; a 5xx refusal is marked failed; replays, double clicks, retries
// racing the first attempt and two rounds at once never send twice; the visitor's acknowledgement
// follows the agency's e-mail, a few an hour to one address at most.
import { randomUUID } from 'node:crypto'
import type { Context } from '@netlify/functions'
import { beforeEach, describe, expect, it } from 'vitest'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { FORM_ID_FIELD } from '../../functions/_shared/create-form-handler'
import { deliverEnquiry } from '../../functions/_shared/delivery'
import { openEnquiryStore, type Enquiry } from '../../functions/_shared/enquiry-store'
import { deliveryRound } from '../../functions/_shared/sweep'
import deliverEnquiries from '../../functions/deliver-enquiries'
import sendContactEmail from '../../functions/send-contact-email'
import { CSV_COLUMNS, runEnquiriesCommand } from '../../scripts/enquiries'
import { startFaultySmtp, type SmtpFault } from '../support/faulty-smtp'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { netlifyContext, postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { REFERENCE, referenceOf, withoutReference } from '../support/reference'
import { closedSmtpUrl, startSmtpServer } from '../support/smtp'
import { dataText } from '../support/data-text'
import { replyText } from '../support/form-words'

const env = useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'enquiries@agency.example', MAIL_FROM: 'Website <no-reply@agency.example>' })

beforeEach(() => {
  process.env.SMTP_TIMEOUT_MS = '500'
  process.env.SMTP_DEADLINE_MS = '3000'
  // Due again at once after a failure, so a round right after it tries again.
  process.env.ENQUIRY_RETRY_BASE_MS = '1'
})

let visitors = 0
/** A home-page enquiry from a visitor of their own (acknowledgements are limited per address). */
function enquiry(extra: Record<string, unknown> = {}) {
  visitors += 1
  const contact = FORM_FUNCTIONS.find((fn) => fn.name === 'send-contact-email')!
  return { ...(contact.valid as Record<string, unknown>), email: `visitor${visitors}-${randomUUID().slice(0, 6)}@example.org`, ...extra }
}

async function send(body: Record<string, unknown>, context?: Context) {
  const response = await sendContactEmail(postJson('send-contact-email', body), context)
  return { status: response.status, reply: (await readJson(response)) as { message?: string; reference?: string; error?: string } }
}

async function stored(reference: string): Promise<Enquiry> {
  const found = await openEnquiryStore().findByReference(reference)
  if (!found) throw new Error(`${reference} is not in the store`)
  return found.enquiry
}

const agencyMailFor = (reference: string) => smtp.messages.filter((m) => m.parsed.subject?.endsWith(`[${reference}]`))
const acknowledgementsFor = (reference: string) => smtp.acknowledgements.filter((m) => m.parsed.subject?.includes(reference))

describe('kept first, answered at once, delivered after the reply', () => {
  it('answers with a reference while the mail server is still busy, then the e-mail arrives once, with the reference in its subject and Message-ID', async () => {
    smtp.setCommandDelay(400)
    const { context, settled } = netlifyContext()
    const started = performance.now()
    const body: Record<string, unknown> = enquiry()
    const { status, reply } = await send(body, context)
    const answeredIn = performance.now() - started
    expect(status).toBe(200)
    expect(reply.message).toBe(replyText(dataText('forms', 'contact.successText')))
    expect(reply.reference).toMatch(REFERENCE)
    // The reply did not wait for the three slow commands (1.2 s) of the send.
    expect(answeredIn).toBeLessThan(1200)
    expect(agencyMailFor(reply.reference!)).toHaveLength(0)
    await settled()
    const [mail] = agencyMailFor(reply.reference!)
    expect(mail, 'the agency has it').toBeDefined()
    // The home form's example body: its subject in data/'s words, then the visitor's name.
    expect(withoutReference(mail!.parsed.subject)).toBe(`Website enquiry: ${dataText('forms', 'contact.homeSubject')} – ${String(body.name)}`)
    expect(mail!.parsed.messageId).toContain(reply.reference!.toLowerCase())
    expect((await stored(reply.reference!)).state).toBe('delivered')
  })

  it('acknowledges to the visitor once the agency has it: reference, what was asked, the reply promise and the phone, no files', async () => {
    const body = enquiry()
    const { reply } = await send(body)
    const [ack] = acknowledgementsFor(reply.reference!)
    expect(ack, 'one acknowledgement').toBeDefined()
    expect(acknowledgementsFor(reply.reference!)).toHaveLength(1)
    expect(ack!.envelope.to).toEqual([body.email])
    expect(ack!.parsed.headers.get('auto-submitted')).toBe('auto-replied')
    expect(ack!.parsed.subject).toBe(ENQUIRY_TEXT.confirmation.subject.replace('{reference}', reply.reference!))
    const text = ack!.parsed.text ?? ''
    for (const line of [ENQUIRY_TEXT.confirmation.intro, ENQUIRY_TEXT.confirmation.replyPromise, ENQUIRY_TEXT.confirmation.urgent, reply.reference!])
      expect(text).toContain(line)
    // Nothing the visitor typed goes back to the address they typed (no relay: tests/functions/no-relay.test.ts).
    expect(text).not.toContain(String((body as { phone?: string }).phone))
    expect(ack!.parsed.attachments).toHaveLength(0)
  })

  it('sends at most three acknowledgements an hour to one address, however many enquiries name it', async () => {
    const address = `flooded-${randomUUID().slice(0, 6)}@example.org`
    const references: string[] = []
    for (let i = 0; i < 5; i += 1) references.push((await send(enquiry({ email: address }))).reply.reference!)
    for (const reference of references) expect(agencyMailFor(reference), 'the agency gets every one').toHaveLength(1)
    expect(smtp.acknowledgements.filter((m) => m.envelope.to.includes(address))).toHaveLength(3)
    expect((await stored(references[4]!)).acknowledgement.state).toBe('skipped')
  })
})

describe('exactly once, whatever the visitor or the platform does', () => {
  it('a replayed POST with the same form id gets the same reference and sends nothing new', async () => {
    const body = enquiry({ [FORM_ID_FIELD]: randomUUID() })
    const first = await send(body)
    const again = await send(body)
    expect(again).toEqual(first)
    expect(agencyMailFor(first.reply.reference!)).toHaveLength(1)
    expect(env.logs.join('\n')).toContain('"outcome":"replayed"')
  })

  it('a corrected body sent under the same form id is a new enquiry: its own reference, and both e-mails arrive', async () => {
    const id = randomUUID()
    const body = enquiry({ [FORM_ID_FIELD]: id })
    const first = await send(body)
    const corrected = await send({ ...body, phone: '+44 20 7946 0999', message: 'Corrected: four travellers, not three.' })
    expect(corrected.status).toBe(200)
    expect(corrected.reply.reference).toMatch(REFERENCE)
    expect(corrected.reply.reference).not.toBe(first.reply.reference)
    expect(agencyMailFor(first.reply.reference!)).toHaveLength(1)
    const [correction] = agencyMailFor(corrected.reply.reference!)
    expect(correction?.parsed.text).toContain('Corrected: four travellers, not three.')
  })

  it('the same form id on another form is that form’s own enquiry, delivered too', async () => {
    const id = randomUUID()
    const quote = FORM_FUNCTIONS.find((fn) => fn.name === 'send-quote-email')!
    const contact = await send(enquiry({ [FORM_ID_FIELD]: id }))
    const response = await quote.handler(postJson(quote.name, { ...(quote.valid as Record<string, unknown>), [FORM_ID_FIELD]: id }))
    const reply = (await readJson(response)) as { reference?: string }
    expect(response.status).toBe(200)
    expect(reply.reference).not.toBe(contact.reply.reference)
    expect(agencyMailFor(contact.reply.reference!)).toHaveLength(1)
    expect(agencyMailFor(reply.reference!)).toHaveLength(1)
  })

  it('a double click (two requests at once with one form id) keeps one enquiry and sends one e-mail', async () => {
    const body = enquiry({ [FORM_ID_FIELD]: randomUUID() })
    const { context, settled } = netlifyContext()
    const [a, b] = await Promise.all([send(body, context), send(body, context)])
    expect(a.reply.reference).toBe(b.reply.reference)
    await settled()
    expect(agencyMailFor(a.reply.reference!)).toHaveLength(1)
  })

  it('Send pressed again after the first reply was lost, while the slow server is still sending: same reference, one e-mail', async () => {
    smtp.setCommandDelay(300)
    const body = enquiry({ [FORM_ID_FIELD]: randomUUID() })
    const { context, settled } = netlifyContext()
    const first = await send(body, context)
    const second = await send(body, context)
    expect(second.reply.reference).toBe(first.reply.reference)
    await settled()
    expect(agencyMailFor(first.reply.reference!)).toHaveLength(1)
  })

  it('a retry racing the first attempt and two scheduled rounds at once: one e-mail', async () => {
    smtp.setCommandDelay(300)
    const { context, settled } = netlifyContext()
    const { reply } = await send(enquiry(), context)
    const { id } = await stored(reply.reference!)
    await Promise.all([settled(), deliverEnquiry(openEnquiryStore(), id), deliveryRound(), deliveryRound()])
    expect(agencyMailFor(reply.reference!)).toHaveLength(1)
    expect(acknowledgementsFor(reply.reference!)).toHaveLength(1)
  })
})

describe('the mail server misbehaves: the visitor is told it arrived, the agency gets it once the server is back', () => {
  async function keptWhileDown(): Promise<string> {
    const { status, reply } = await send(enquiry())
    expect(status).toBe(200)
    expect(reply.reference).toMatch(REFERENCE)
    const kept = await stored(reply.reference!)
    expect(kept.state).toBe('waiting')
    expect(kept.attempts).toBe(1)
    return reply.reference!
  }

  async function backAndDelivered(reference: string): Promise<void> {
    process.env.SMTP_URL = smtp.url
    const round = await deliverEnquiries()
    expect(round.status).toBe(200)
    expect(agencyMailFor(reference)).toHaveLength(1)
    expect(acknowledgementsFor(reference)).toHaveLength(1)
    expect((await stored(reference)).state).toBe('delivered')
    // Later rounds find nothing more to send.
    await deliverEnquiries()
    expect(agencyMailFor(reference)).toHaveLength(1)
  }

  it('refuses connections (nothing listens)', async () => {
    process.env.SMTP_URL = await closedSmtpUrl()
    const reference = await keptWhileDown()
    expect((await stored(reference)).lastError).toMatch(/ECONNECTION|ESOCKET/)
    await backAndDelivered(reference)
  })

  it('answers 421 (try again later)', async () => {
    smtp.setReply(421)
    const reference = await keptWhileDown()
    expect((await stored(reference)).lastError).toContain('421')
    smtp.setReply(null)
    await backAndDelivered(reference)
  })

  it.each<[string, SmtpFault]>([
    ['drops the connection in the middle of the message', 'drop-mid-message'],
    ['takes the message and never answers it', 'hang-after-data'],
    ['never greets', 'silent'],
  ])('%s', async (_what, fault) => {
    const faulty = await startFaultySmtp(fault)
    try {
      process.env.SMTP_URL = faulty.url
      const reference = await keptWhileDown()
      expect(faulty.completed).toBe(0)
      await backAndDelivered(reference)
    } finally {
      await faulty.close()
    }
  })

  it('answers 554 (refused for good): marked failed and logged as an error, not tried again by the rounds; `npm run enquiries -- resend` sends it', async () => {
    smtp.setReply(554)
    const { reply } = await send(enquiry())
    expect(reply.reference).toMatch(REFERENCE)
    const kept = await stored(reply.reference!)
    expect(kept.state).toBe('failed')
    expect(env.logs.find((line) => line.includes('"outcome":"delivery-failed"'))).toContain('"permanent":true')
    smtp.setReply(null)
    await deliverEnquiries()
    expect(agencyMailFor(reply.reference!)).toHaveLength(0)
    const printed: string[] = []
    expect(await runEnquiriesCommand(['resend', reply.reference!.toLowerCase()], openEnquiryStore(), (line) => printed.push(line))).toBe(0)
    expect(printed.join('\n')).toContain('sent to the agency')
    expect(agencyMailFor(reply.reference!)).toHaveLength(1)
  })

  it('answers slowly (each command 1 s, timeouts 3 s): the reply comes at once and the e-mail arrives once', async () => {
    process.env.SMTP_TIMEOUT_MS = '3000'
    process.env.SMTP_DEADLINE_MS = '20000'
    smtp.setCommandDelay(1000)
    const { context, settled } = netlifyContext()
    const started = performance.now()
    const { reply } = await send(enquiry(), context)
    expect(performance.now() - started).toBeLessThan(2000)
    await settled()
    expect(agencyMailFor(reply.reference!)).toHaveLength(1)
  })
})

describe('a burst against a mail server that takes 10 connections', () => {
  it('200 enquiries, 50 in flight: 200 kept, 200 delivered, no duplicate, never more than 10 connections', async () => {
    const limited = await startSmtpServer({ maxClients: 10 })
    try {
      process.env.SMTP_URL = limited.url
      process.env.SMTP_DEADLINE_MS = '20000'
      const { context, settled } = netlifyContext()
      const references: string[] = []
      const bodies = Array.from({ length: 200 }, () => enquiry())
      for (let i = 0; i < bodies.length; i += 50) {
        const replies = await Promise.all(bodies.slice(i, i + 50).map((body) => send(body, context)))
        for (const { status, reply } of replies) {
          expect(status).toBe(200)
          references.push(reply.reference!)
        }
      }
      await settled()
      // Whatever the server turned away is sent by the next rounds.
      for (let round = 0; round < 5 && limited.messages.length < 200; round += 1) await deliveryRound()
      const received = limited.messages.map((m) => referenceOf(m.parsed.subject))
      expect(new Set(references).size).toBe(200)
      expect(received.sort()).toEqual([...references].sort())
      expect(limited.connections().most).toBeLessThanOrEqual(10)
    } finally {
      await limited.close()
    }
  }, 120_000)
})

describe('files travel encrypted', () => {
  it('an application with a passport scan is not sent to a mail server that offers no encryption; a message without files is', async () => {
    const plain = await startFaultySmtp('plain')
    try {
      process.env.SMTP_URL = plain.url
      const visa = FORM_FUNCTIONS.find((fn) => fn.name === 'send-visa-application-email')!
      const { reference } = (await readJson(await visa.handler(postJson(visa.name, visa.valid)))) as { reference: string }
      const kept = await stored(reference)
      expect(kept.state).toBe('waiting')
      expect(plain.completed).toBe(0)
      await send(enquiry())
      expect(plain.completed, 'the contact enquiry, with no files, went').toBeGreaterThan(0)
    } finally {
      await plain.close()
    }
  })
})

describe('what the store keeps, and for how long', () => {
  it('keeps uploaded files with their enquiry and deletes them once the e-mail carrying them is delivered', async () => {
    const visa = FORM_FUNCTIONS.find((fn) => fn.name === 'send-visa-application-email')!
    process.env.SMTP_URL = await closedSmtpUrl()
    const response = await visa.handler(postJson(visa.name, visa.valid))
    const { reference } = (await readJson(response)) as { reference: string }
    const store = openEnquiryStore()
    const waiting = await stored(reference)
    expect(waiting.mail.files.length).toBeGreaterThan(0)
    for (const file of waiting.mail.files) expect(await store.store.get(file.key, { type: 'arrayBuffer' })).not.toBeNull()
    process.env.SMTP_URL = smtp.url
    await deliverEnquiries()
    expect(agencyMailFor(reference)[0]!.parsed.attachments.length).toBe(waiting.mail.files.length)
    expect((await stored(reference)).mail.files).toEqual([])
    for (const file of waiting.mail.files) expect(await store.store.get(file.key)).toBeNull()
  })

  it('logs an error on every round for an enquiry undelivered an hour after it came, and forgets delivered ones after the set number of days', async () => {
    process.env.SMTP_URL = await closedSmtpUrl()
    const { reply } = await send(enquiry())
    const inTwoHours = Date.now() + 2 * 3_600_000
    await deliveryRound({ now: inTwoHours })
    expect(env.logs.filter((line) => line.includes('"outcome":"undelivered"') && line.includes(reply.reference!))).toHaveLength(1)
    await deliveryRound({ now: inTwoHours })
    expect(env.logs.filter((line) => line.includes('"outcome":"undelivered"') && line.includes(reply.reference!))).toHaveLength(2)

    process.env.SMTP_URL = smtp.url
    await deliveryRound()
    expect((await stored(reply.reference!)).state).toBe('delivered')
    const afterRetention = Date.now() + (ENQUIRY_TEXT.retentionDays + 1) * 86_400_000
    await deliveryRound({ now: afterRetention })
    expect(await openEnquiryStore().findByReference(reply.reference!)).toBeNull()
  })
})

describe('npm run enquiries', () => {
  it('lists the enquiries with their state and exports them as CSV', async () => {
    process.env.SMTP_URL = await closedSmtpUrl()
    const { reply } = await send(enquiry({ name: '=HYPERLINK("x")' }))
    const list: string[] = []
    await runEnquiriesCommand([], openEnquiryStore(), (line) => list.push(line))
    expect(list[0]).toMatch(/^\d+ enquiries: \d+ waiting, \d+ delivered, \d+ failed$/)
    expect(list.find((line) => line.startsWith(reply.reference!))).toMatch(/ waiting /)
    const csv: string[] = []
    await runEnquiriesCommand(['csv'], openEnquiryStore(), (line) => csv.push(line))
    expect(csv[0]).toBe(CSV_COLUMNS.join(','))
    const line = csv.find((row) => row.startsWith(reply.reference!))!
    expect(line).toContain(',waiting,')
    // A formula typed as a name is not run by the spreadsheet that opens the export.
    expect(line).not.toMatch(/,=HYPERLINK/)
  })

  it('says which reference it does not know', async () => {
    const printed: string[] = []
    expect(await runEnquiriesCommand(['resend', 'AN-2222-22'], openEnquiryStore(), (line) => printed.push(line))).toBe(1)
    expect(printed[0]).toContain('No enquiry with the reference')
  })
})

describe('only JSON is accepted (no other site can post a plain HTML form to a function)', () => {
  it.each(FORM_FUNCTIONS.map((fn) => [fn.name, fn] as const))(
    '%s answers 415 to form-encoded, multipart and text bodies, and keeps nothing',
    async (_name, fn) => {
      const before = (await openEnquiryStore().ids()).length
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', undefined]) {
        const body = type?.startsWith('application/x-www') ? new URLSearchParams({ email: 'a@example.org' }).toString() : JSON.stringify(fn.valid)
        const request = new Request(`http://localhost:8888/.netlify/functions/${fn.name}`, {
          method: 'POST',
          body,
          headers: type ? { 'content-type': type } : {},
        })
        if (!type) request.headers.delete('content-type')
        const response = await fn.handler(request)
        expect(response.status, `${fn.name} with ${type ?? 'no content type'}`).toBe(415)
      }
      expect((await openEnquiryStore().ids()).length).toBe(before)
    },
  )
})
