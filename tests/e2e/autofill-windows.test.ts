// The forms in windows (transport, the two hotel requests, the three visa applications) are drawn
// in the browser when their window first opens, never by the server: nothing can be filled in
// before they exist, but a browser's autofill fills them the moment they appear. Each is filled
// whole from inside the page as it appears (at ten points from its first commit through its
// effects) and right after; every value must stay and be sent. The newsletter box (plain HTML
// and a few lines of script, on every page and as the coming-soon page's notify-me) is filled
// before any script has run and after. See tests/e2e/autofill.test.ts for the island forms.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { inDays } from '../support/dates'
import { settle, useE2E, waitForIslands } from '../support/browser'
import { openApplication, fixture } from '../support/browser/visa-applications'
import { startingWith, t } from '../support/words'
import { AUTOFILL_SCRIPT, type AutofillPlan, type Filled } from '../support/browser/autofill-page'
import { expectKeptAndSent } from '../support/browser/autofill-send'

const e2e = useE2E()

/** Rounds per window and moment: the bar is 10 (AUTOFILL_ROUNDS=10). */
const ROUNDS = Number(process.env.AUTOFILL_ROUNDS ?? 1)
const WINDOW_FORM = 'dialog form'
const TRANSPORT = loadCatalogue('transport', 'en')

interface WindowCase {
  path: string
  endpoint: string
  open: (page: Page) => Promise<unknown>
  choose?: Record<string, string>
  leave?: string[]
  /** The visa applications' documents, chosen as a visitor chooses them (autofill never does). */
  files?: boolean
}

const visa = (path: string, endpoint: string, choose: Record<string, string>): WindowCase => ({
  path,
  endpoint,
  open: (page) => openApplication(page),
  choose: { dateOfBirth: '1985-04-23', passportNumber: 'AB1234567', passportExpiry: inDays(3 * 365), postcode: 'E1 1BJ', ...choose },
  files: true,
})

const WINDOWS: Record<string, WindowCase> = {
  'transport booking': {
    path: '/transport/',
    endpoint: 'send-transport-booking',
    open: (page) => page.getByRole('button', { name: TRANSPORT.hero.button.label }).first().click(),
  },
  'hotel booking': {
    path: '/hotels/',
    endpoint: 'send-hotel-booking-email',
    open: (page) =>
      page
        .getByRole('button', { name: startingWith(`${t('booking.bookNow')} – `) })
        .first()
        .click(),
  },
  'worldwide hotel request': {
    path: '/hotels/',
    endpoint: 'send-global-hotel-request-email',
    open: (page) => page.getByRole('button', { name: t('hotelForms.requestWorldwide') }).click(),
  },
  'Saudi visa application': visa('/visa/', 'send-visa-application-email', {}),
  'Schengen visa application': visa('/schengen-visa/', 'send-schengen-visa-email', {}),
  'Bangladesh visa application': visa('/bangladesh-visa/', 'send-bangladesh-service-email', {}),
}

/** Fills the window's form from inside the page as soon as it appears, after `hops` turns of the task queue. */
const fillAsItAppears = ({ plan, hops }: { plan: AutofillPlan; hops: number }) => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(`${plan.form} input[name]`)) return
    observer.disconnect()
    const channel = new MessageChannel()
    let left = hops
    channel.port1.onmessage = () => {
      if (left-- > 0) return channel.port2.postMessage(null)
      channel.port1.close()
      ;(window as unknown as { autofilled: Filled }).autofilled = window.autofill(plan)
    }
    channel.port2.postMessage(null)
  })
  observer.observe(document.body, { childList: true, subtree: true })
}

type Moment = 'as its form appears' | 'right after its form appeared'

async function round(name: string, windowCase: WindowCase, moment: Moment, index: number): Promise<void> {
  const { page, problems } = await e2e.open({ reducedMotion: 'reduce' })
  await page.addInitScript({ content: AUTOFILL_SCRIPT })
  await page.goto(windowCase.path)
  await waitForIslands(page)
  const plan: AutofillPlan = { form: WINDOW_FORM, round: index, choose: windowCase.choose ?? {}, leave: windowCase.leave ?? [] }
  let filled: Filled
  if (moment === 'as its form appears') {
    await page.evaluate(fillAsItAppears, { plan, hops: index })
    await windowCase.open(page)
    await expect.poll(() => page.evaluate(() => (window as unknown as { autofilled?: Filled }).autofilled !== undefined)).toBe(true)
    filled = await page.evaluate(() => (window as unknown as { autofilled: Filled }).autofilled)
  } else {
    await windowCase.open(page)
    await page.locator(`${WINDOW_FORM} input[name]`).first().waitFor()
    await settle(page)
    filled = await page.evaluate((p) => window.autofill(p), plan)
  }
  expect(Object.keys(filled).length, `${name}: fields filled`).toBeGreaterThan(2)
  await settle(page)
  if (windowCase.files) {
    const form = page.locator(WINDOW_FORM)
    await form.locator('input[type="file"][name="passportCopy"]').setInputFiles(fixture('passport.pdf'))
    await form.locator('input[type="file"][name="photograph"]').setInputFiles(fixture('photo.jpg'))
  }
  const deliver = moment === 'right after its form appeared' && index === 0
  await expectKeptAndSent(page, problems, {
    endpoint: windowCase.endpoint,
    plan,
    filled,
    deliver,
    outbox: e2e.site.outbox,
    what: `${name}, filled ${moment} (round ${index + 1})`,
  })
  await page.context().close()
}

for (const [name, windowCase] of Object.entries(WINDOWS)) {
  describe(name, () => {
    for (const moment of ['as its form appears', 'right after its form appeared'] as const) {
      it(`keeps and sends every value filled ${moment}, ${ROUNDS} times`, { timeout: 40_000 + ROUNDS * 8_000 }, async () => {
        for (let index = 0; index < ROUNDS; index += 1) await round(name, windowCase, moment, index)
      })
    }
  })
}

/** The newsletter box on each kind of page it is on (no React: it reads its field when sent). */
const NEWSLETTERS = {
  'footer newsletter box': { path: '/', form: 'form[data-newsletter][data-source="footer"]' },
  'Bengali footer newsletter box': { path: '/bn/', form: 'form[data-newsletter][data-source="footer"]' },
  "coming-soon page's notify-me": { path: '/coming-soon/', form: 'form[data-newsletter][data-source="coming-soon"]' },
}

async function newsletterRound(name: string, box: { path: string; form: string }, beforeScripts: boolean, index: number): Promise<void> {
  const { page, problems } = await e2e.open({ reducedMotion: 'reduce' })
  await page.addInitScript({ content: AUTOFILL_SCRIPT })
  const plan: AutofillPlan = { form: box.form, round: index, choose: {}, leave: [] }
  let filled: Filled
  if (beforeScripts) {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.js', async (route) => (await released, route.continue().catch(() => undefined)))
    await page.goto(box.path, { waitUntil: 'commit' })
    await page.locator(box.form).waitFor({ state: 'attached' })
    filled = await page.evaluate((p) => window.autofill(p), plan)
    release()
    await page.waitForLoadState('load')
  } else {
    await page.goto(box.path)
    filled = await page.evaluate((p) => window.autofill(p), plan)
  }
  expect(Object.keys(filled), `${name}: the address filled`).toEqual(['email'])
  const deliver = !beforeScripts && index === 0
  await expectKeptAndSent(page, problems, {
    endpoint: 'send-newsletter-signup',
    plan,
    filled,
    deliver,
    outbox: e2e.site.outbox,
    what: `${name} (round ${index + 1})`,
  })
  await page.context().close()
}

for (const [name, box] of Object.entries(NEWSLETTERS)) {
  describe(name, () => {
    for (const beforeScripts of [true, false]) {
      it(
        `keeps and sends the address filled ${beforeScripts ? 'before any script has run' : 'once the page has loaded'}, ${ROUNDS} times`,
        { timeout: 40_000 + ROUNDS * 8_000 },
        async () => {
          for (let index = 0; index < ROUNDS; index += 1) await newsletterRound(name, box, beforeScripts, index)
        },
      )
    }
  })
}
