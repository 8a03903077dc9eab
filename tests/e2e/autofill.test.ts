// What a visitor's browser fills in before a form's script has woken is kept and sent (issue 34):
// every island form drawn by the server, in English and in Bengali, filled whole at once as
// autofill does, at each moment around its waking: before any script has run, while the island's
// script is on its way, as React hydrates it (at ten points from hydrateRoot's start to its
// effects), and right after. Each time every value must still be in its field once the form has
// woken, and be in what the form sends; the first send of each form goes on to the agency's
// e-mail in the outbox, the others are stopped on the way (the functions' rate limits allow a few
// sends a minute, and the point is what leaves the browser).
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { analysePage } from '../../tooling/page-weight'
import { DESKTOP, DIST_CLIENT, PHONE, settle, useE2E, waitForIslands, type PageOptions } from '../support/browser'
import { AUTOFILL_SCRIPT, fillAsItHydrates, type AutofillPlan, type Filled } from '../support/browser/autofill-page'
import { expectKeptAndSent } from '../support/browser/autofill-send'
import { hajjRegistrationOpen } from '../support/dates'

const e2e = useE2E()

/**
 * Rounds per form and moment. The bar is 10 (AUTOFILL_ROUNDS=10); each round opens the
 * page afresh (about 2 to 5 s here), so the suite's own run does fewer.
 */
const ROUNDS = Number(process.env.AUTOFILL_ROUNDS ?? 1)
const ISLAND_FORM = '[data-island] form:not([role="search"])'

interface FormCase {
  path: string
  viewport: PageOptions['viewport']
  /** The function the form sends to. */
  endpoint: string
  choose?: Record<string, string>
  leave?: string[]
}

const FORMS: Record<string, FormCase> = {
  'home contact form': { path: '/', viewport: { width: 390, height: 844 }, endpoint: 'send-contact-email' },
  'contact page form': { path: '/contact/', viewport: DESKTOP, endpoint: 'send-contact-email' },
  'Bengali contact page form': { path: '/bn/contact/', viewport: PHONE, endpoint: 'send-contact-email' },
  'quote wizard': { path: '/get-quote/', viewport: PHONE, endpoint: 'send-quote-email' },
  // One way, so the return date leaves the form; the other choices keep every field in view.
  'flight quote form': { path: '/flights/', viewport: DESKTOP, endpoint: 'send-flight-request-email', choose: { tripType: 'one-way' }, leave: ['returnDate'] },
  'Hajj registration form': { path: '/hajj-2026-registration/', viewport: DESKTOP, endpoint: 'send-hajj-registration-email' },
}

type Moment = 'before any script has run' | 'while its script is on its way' | 'as it hydrates' | 'right after it woke'
const MOMENTS: Moment[] = ['before any script has run', 'while its script is on its way', 'as it hydrates', 'right after it woke']

/** The shell script of a built page: its module script and what that imports statically. */
function shellScripts(path: string): Set<string> {
  const file = path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}/index.html`
  return new Set(analysePage(DIST_CLIENT, file).js.map((asset) => asset.url))
}

/** Holds the scripts `held` picks until released; `asked` settles once one of them has been asked for. */
async function holdScripts(page: Page, held: (path: string) => boolean) {
  let release!: () => void
  let asked!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const wasAsked = new Promise<void>((resolve) => (asked = resolve))
  await page.route(
    (url) => url.pathname.endsWith('.js') && held(url.pathname),
    async (route: Route) => {
      asked()
      await released
      await route.continue().catch(() => undefined)
    },
  )
  return { release, asked: wasAsked }
}

/** Opens the page and fills its form at the moment named; returns what was filled. */
async function fillAt(page: Page, form: FormCase, moment: Moment, plan: AutofillPlan, round: number): Promise<Filled> {
  if (moment === 'before any script has run') {
    const scripts = await holdScripts(page, () => true)
    await page.goto(form.path, { waitUntil: 'commit' })
    await page.locator(plan.form).waitFor({ state: 'attached' })
    const filled = await page.evaluate((p) => window.autofill(p), plan)
    scripts.release()
    return filled
  }
  if (moment === 'while its script is on its way') {
    const shell = shellScripts(form.path)
    const scripts = await holdScripts(page, (path) => !shell.has(path))
    await page.goto(form.path, { waitUntil: 'load' })
    // The fill's own events wake an island that waits for the visitor.
    const filled = await page.evaluate((p) => window.autofill(p), plan)
    await scripts.asked
    scripts.release()
    return filled
  }
  if (moment === 'as it hydrates') {
    await page.addInitScript({ content: fillAsItHydrates(plan, round) })
    await page.goto(form.path, { waitUntil: 'load' })
    await waitForIslands(page)
    const filled = await page.evaluate(() => (window as unknown as { autofilled?: Filled }).autofilled)
    expect(filled, 'the form was filled as it hydrated').toBeDefined()
    return filled!
  }
  await page.goto(form.path, { waitUntil: 'load' })
  await waitForIslands(page)
  return page.evaluate((p) => window.autofill(p), plan)
}

async function round(formName: string, form: FormCase, moment: Moment, index: number, deliver: boolean): Promise<void> {
  const { page, problems } = await e2e.open({ viewport: form.viewport, reducedMotion: 'reduce' })
  await page.addInitScript({ content: AUTOFILL_SCRIPT })
  const plan: AutofillPlan = { form: ISLAND_FORM, round: index, choose: form.choose ?? {}, leave: form.leave ?? [] }
  const filled = await fillAt(page, form, moment, plan, index)
  expect(Object.keys(filled).length, `${formName}: fields filled`).toBeGreaterThan(2)
  await waitForIslands(page)
  await settle(page)
  await expectKeptAndSent(page, problems, {
    endpoint: form.endpoint,
    plan,
    filled,
    deliver,
    outbox: e2e.site.outbox,
    what: `${formName}, filled ${moment} (round ${index + 1})`,
  })
  await page.context().close()
}

// The Hajj registration form is on its page only while a season is open (hajjRegistrationOpen).
for (const [formName, form] of Object.entries(FORMS).filter(([name]) => name !== 'Hajj registration form' || hajjRegistrationOpen())) {
  describe(formName, () => {
    for (const moment of MOMENTS) {
      it(`keeps and sends every value filled ${moment}, ${ROUNDS} times`, { timeout: 40_000 + ROUNDS * 8_000 }, async () => {
        for (let index = 0; index < ROUNDS; index += 1) {
          await round(formName, form, moment, index, moment === MOMENTS[1] && index === 0)
        }
      })
    }
  })
}
