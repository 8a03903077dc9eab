// What the autofill tests check once a form has woken (tests/e2e/autofill*.test.ts): every value
// filled is still in its field, the page reported no error, and sent as the visitor would, the
// form sends every value; the first send of each form goes on to the agency's e-mail in the
// outbox, the others are stopped on the way (the functions allow a few sends a minute, and the
// point is what leaves the browser).
import type { Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import { listEmails, readEmails, waitFor } from './outbox'
import type { AutofillPlan, Filled } from './autofill-page'

interface RoundCheck {
  /** The function the form sends to (its name). */
  endpoint: string
  plan: AutofillPlan
  filled: Filled
  /** Let this send through to the function and check its e-mail. */
  deliver: boolean
  outbox: string
  /** The form, moment and round, for the failure messages. */
  what: string
}

export async function expectKeptAndSent(page: Page, problems: string[], check: RoundCheck): Promise<void> {
  const { endpoint, plan, filled, deliver, outbox, what } = check
  const held = await page.evaluate((selector) => window.readForm(selector), plan.form)
  const kept = Object.fromEntries(Object.keys(filled).map((name) => [name, held?.[name]]))
  expect(kept, `${what}: what the fields hold once it woke`).toEqual(filled)
  // Before sending: the sends stopped on the way are reported by the page as failed loads.
  expect(problems, 'no errors in the page (a hydration mismatch would be one)').toEqual([])
  const before = (await listEmails(outbox)).length
  const body = await send(page, endpoint, plan, filled, deliver)
  expect(valuesSent(body, filled), `${what}: what it sent`).toEqual(filled)
  if (deliver) await expectDelivered(outbox, before, filled, what)
}

/**
 * Sends the form as the visitor would (ticking the captcha stand-in, going through the wizard's
 * steps, filling what each new step shows) and returns the body that left the browser.
 */
async function send(page: Page, endpoint: string, plan: AutofillPlan, filled: Filled, deliver: boolean): Promise<Record<string, unknown>> {
  let sent: Request | undefined
  await page.route(`**/.netlify/functions/${endpoint}`, (route) => {
    sent = route.request()
    return deliver ? route.continue() : route.abort('failed')
  })
  const formLocator = page.locator(plan.form)
  for (let step = 0; step < 6 && !sent; step += 1) {
    const names = await page.evaluate((selector) => Object.keys(window.readForm(selector) ?? {}).join(), plan.form)
    const captcha = formLocator.locator('.captcha--standin input[type="checkbox"]')
    if ((await captcha.count()) > 0) await captcha.check()
    await formLocator.locator('button[type="submit"]').click()
    await expect
      .poll(async () => {
        if (sent) return 'sent'
        const invalid = await formLocator.locator('[aria-invalid="true"]').evaluateAll((fields) => fields.map((field) => field.getAttribute('name')))
        if (invalid.length > 0) return `refused: ${invalid.join(', ')}`
        const now = await page.evaluate((selector) => Object.keys(window.readForm(selector) ?? {}).join(), plan.form)
        return now === names ? 'waiting' : 'next step'
      })
      .toMatch(/^(sent|next step)$/)
    if (!sent) Object.assign(filled, await page.evaluate((p) => window.autofill(p), { ...plan, leave: [...plan.leave, ...Object.keys(filled)] }))
  }
  expect(sent, 'the form sent its enquiry').toBeDefined()
  return JSON.parse(sent!.postData() ?? '{}') as Record<string, unknown>
}

const valuesSent = (body: Record<string, unknown>, filled: Filled) =>
  Object.fromEntries(Object.keys(filled).map((name) => [name, typeof filled[name] === 'boolean' ? body[name] : String(body[name] ?? '')]))

/** An e-mail written after `before` carries every typed value (a choice is written by its label, a date in words). */
async function expectDelivered(outbox: string, before: number, filled: Filled, what: string): Promise<void> {
  const typed = Object.values(filled).filter((value): value is string => typeof value === 'string' && /\s|@/.test(value))
  await waitFor(async () => (await readEmails(outbox)).slice(before).some(({ mail }) => typed.every((value) => (mail.text ?? '').includes(value))), {
    timeoutMs: 10_000,
    message: `${what}: an e-mail in the outbox carrying every typed value (${typed.join(' | ')})`,
  })
}
