// Issue 20's promise, as a visitor and the agency see it: with the mail server down, 20 enquiries
// sent from the home page each show a reference in green; `npm run enquiries` lists 20 waiting;
// once the mail server is back and the scheduled function runs, exactly 20 e-mails reach the
// agency, one per reference, and every visitor gets one acknowledgement.
import { describe, expect, it } from 'vitest'
import { openEnquiryStore } from '../../functions/_shared/enquiry-store'
import { runEnquiriesCommand } from '../../scripts/enquiries'
import { openPage, startSite, useE2E, waitForIslands } from '../support/browser'
import { sendHomeEnquiry } from '../support/browser/home-enquiry'
import { referenceOf } from '../support/reference'
import { TEST_SMTP_CERTIFICATE, closedSmtpUrl, startSmtpServer } from '../support/smtp'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const
// The function's rate limit: 10 a minute from one address (the local server counts the client's
// address only, so a second host name is no second allowance: issue 34).
const COUNT = 10

describe('the mail server is down while visitors send enquiries', () => {
  it(`${COUNT} enquiries each get a reference; listed as waiting; once the server is back, the scheduled function delivers each once, and acknowledges each`, async () => {
    const downUrl = await closedSmtpUrl()
    const site = await startSite({ SMTP_URL: downUrl, SMTP_TLS_CA: TEST_SMTP_CERTIFICATE, SMTP_TIMEOUT_MS: '1000', ENQUIRY_RETRY_BASE_MS: '1' })
    try {
      const references: string[] = []
      {
        const origin = site.url
        const { context, page } = await openPage(e2e.browser, origin, VISITOR)
        try {
          await page.goto('/')
          await waitForIslands(page)
          for (let i = 1; i <= COUNT; i += 1) references.push(await sendHomeEnquiry(page, references.length + 1))
        } finally {
          await context.close()
        }
      }
      expect(new Set(references).size).toBe(COUNT)

      // The site runs in this process: its store is the one NETLIFY_BLOBS_CONTEXT names now.
      const listed: string[] = []
      await runEnquiriesCommand(['list'], openEnquiryStore(), (line) => listed.push(line))
      expect(listed[0]).toBe(`${COUNT} enquiries: ${COUNT} waiting, 0 delivered, 0 failed`)
      for (const reference of references) expect(listed.some((line) => line.startsWith(`${reference}  waiting`))).toBe(true)

      const smtp = await startSmtpServer({ port: Number(new URL(downUrl).port) })
      try {
        const round = await fetch(`${site.url}/.netlify/functions/deliver-enquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
        expect(round.status).toBe(200)
        expect(smtp.messages.map((m) => referenceOf(m.parsed.subject)).sort()).toEqual([...references].sort())
        expect(smtp.acknowledgements).toHaveLength(COUNT)
        expect(new Set(smtp.acknowledgements.map((m) => m.envelope.to[0])).size).toBe(COUNT)
        // Another round finds nothing left to send.
        await fetch(`${site.url}/.netlify/functions/deliver-enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
        expect(smtp.messages).toHaveLength(COUNT)
        const after: string[] = []
        await runEnquiriesCommand(['list'], openEnquiryStore(), (line) => after.push(line))
        expect(after[0]).toBe(`${COUNT} enquiries: 0 waiting, ${COUNT} delivered, 0 failed`)
      } finally {
        await smtp.close()
      }
    } finally {
      await site.close()
    }
  }, 180_000)
})
