// The footer newsletter box (every page, no React): checks the address in the browser, sends it,
// and the agency gets an e-mail with the address; the honeypot stays out of people's way.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectRefused, listEmails, sendEnquiry, useE2E, type EnquiryFormParts, type PageOptions } from '../support/browser'
import { dataText } from '../support/data-text'
import '../../forms/_shared/all-form-words.generated'
import { newsletterTexts } from '../../forms/newsletter'

const e2e = useE2E()

// Less motion: the page scrolls instantly to the footer instead of smoothly (faster clicks).
const VISITOR = { reducedMotion: 'reduce' } as const

const ENDPOINT = '**/.netlify/functions/send-newsletter-signup'

const newsletter = (page: Page) => page.getByRole('form', { name: 'Newsletter' })
const emailBox = (page: Page) => newsletter(page).getByRole('textbox', { name: 'E-mail address' })
const subscribe = (page: Page) => newsletter(page).getByRole('button', { name: 'Subscribe' })
const message = (page: Page) => newsletter(page).getByRole('status')
const parts = (page: Page): EnquiryFormParts => ({ submit: newsletter(page).locator('button[type="submit"]'), message: message(page) })

function watchSubmissions(page: Page): string[] {
  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/.netlify/functions/send-newsletter-signup')) bodies.push(request.postData() ?? '')
  })
  return bodies
}

async function openHome(options: PageOptions = VISITOR) {
  const { page } = await e2e.open(options)
  const sent = watchSubmissions(page)
  await page.goto('/')
  return { page, sent }
}

describe('footer newsletter', () => {
  it('an empty or invalid address shows a red message and sends nothing', async () => {
    const { page, sent } = await openHome()
    await subscribe(page).click()
    await expectRefused(parts(page), dataText('forms', 'shared.emailRequired'))

    const cases = [
      ['not-an-address', dataText('forms', 'shared.emailInvalid')],
      ['aisha@', dataText('forms', 'shared.emailInvalid')],
      ['   ', dataText('forms', 'shared.emailRequired')],
    ]
    for (const [wrong, text] of cases) {
      await emailBox(page).fill(wrong)
      await subscribe(page).click()
      await expectRefused(parts(page), text)
    }
    expect(sent).toEqual([])
    expect(await listEmails(e2e.site.outbox)).toEqual([])
  })

  it('on a Bengali page, says its messages in Bengali', async () => {
    const { page } = await e2e.open(VISITOR)
    await page.goto('/bn/')
    const form = page.locator('form[data-newsletter]')
    await form.locator('button[type="submit"]').click()
    await expectRefused({ submit: form.locator('button[type="submit"]'), message: form.getByRole('status') }, newsletterTexts('bn').messages.email)
  })

  it('a valid address: "Subscribing..." then a green message, the box cleared, and the agency gets the address', async () => {
    const { page } = await openHome()
    const address = 'yusuf.ali@example.net'
    await emailBox(page).fill(address)
    const { body, mail } = await sendEnquiry(page, parts(page), {
      endpoint: ENDPOINT,
      sendingText: dataText('words', 'forms.subscribing'),
      successText: /successfully/,
      idleText: 'Subscribe',
      showsReference: false,
      outbox: e2e.site.outbox,
    })
    expect(body).toMatchObject({ email: address, website: '' })
    expect(await emailBox(page).inputValue()).toBe('')
    expect(mail.subject).toContain(address)
    expect(mail.text).toContain(address)
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual([address])
  })

  it('the honeypot field is neither visible nor reachable with the keyboard', async () => {
    const { page } = await openHome()
    const honeypot = newsletter(page).locator('input[name="website"]')
    expect(await honeypot.count()).toBe(1)
    // Off screen, out of the accessibility tree and out of the Tab order.
    const box = await honeypot.boundingBox()
    expect(box === null || box.x + box.width <= 0 || box.y + box.height <= 0).toBe(true)
    expect(await newsletter(page).getByRole('textbox').count(), 'only the e-mail box is exposed').toBe(1)
    expect(await honeypot.getAttribute('tabindex')).toBe('-1')
    await emailBox(page).focus()
    const visited: string[] = []
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      visited.push(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName ?? ''))
    }
    expect(visited).not.toContain('website')
  })
})
