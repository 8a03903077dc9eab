// The state machine every enquiry form shares (islands/forms/use-enquiry-form.ts), checked in the
// browser against the real server and its outbox: submit → the button disabled with its sending
// label → success: the server's text in green, captcha unticked, button back, one e-mail / failure:
// the text in red, captcha unticked, button back. Each form's test keeps what is its own: the
// fields, the body sent, the e-mail's lines, whether it resets or its window closes.
import type { ParsedMail } from 'mailparser'
import type { Locator, Page, Route } from 'playwright-core'
import { expect, it } from 'vitest'
import { ENQUIRY_TEXT, REFERENCE_LINE } from '../../../forms/_shared/enquiry-text.generated'
import { SHARED_FORM_WORDS } from '../form-words'
import { closedSmtpUrl, deadStoreContext } from '../smtp'
import { openPage, type PageOptions } from './chromium'
import { listEmails, waitForNewEmails } from './outbox'
import { startSite, type TestSite } from './site'

/** Each of `texts` (a form's failure texts, read from data/) comes to show, whole, inside `scope`. */
export async function expectTextsShown(scope: Locator, texts: readonly string[]): Promise<void> {
  for (const text of texts) {
    await expect.poll(() => scope.getByText(text, { exact: true }).isVisible(), { message: text }).toBe(true)
  }
}

/** 'red', 'green' or the colour itself, from the message's computed text colour. */
export async function messageColour(message: Locator): Promise<string> {
  const colour = await message.evaluate((el) => getComputedStyle(el).color)
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number) as [number, number, number]
  if (r > 140 && g < 90 && b < 90) return 'red'
  if (g > r + 40 && g > b) return 'green'
  return colour
}

/** Holds a request until released, then lets it through to the real server. */
export function gate() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, handler: async (route: Route) => (await released, route.continue()) }
}

/** The parts of a form the state machine moves. */
export interface EnquiryFormParts {
  submit: Locator
  /** The form's message (its role=status). */
  message: Locator
  /** The "I'm not a robot" box, on forms with a captcha. */
  captcha?: Locator
}

interface SendOptions {
  /** The function's address as a route glob, e.g. '**\/.netlify/functions/send-contact-email'. */
  endpoint: string
  /** The button's label while the request travels ("Sending...", "Submitting..."). */
  sendingText: string
  /** The server's success text: the whole text, or a pattern. */
  successText: string | RegExp
  /** The button's label again after success; left out where the window closes. */
  idleText?: string
  /** The outbox the site's functions write to. */
  outbox: string
  /** How long the reply may take (files take longer). */
  timeout?: number
  /** False for the newsletter box, which shows no reference (a subscription is not an enquiry to quote). */
  showsReference?: boolean
  /** The reference line of the page's language (sharedTexts(locale).referenceLine); data/forms.yaml's English one by default. */
  referenceLine?: string
}

export interface Sent {
  /** The JSON body the form sent. */
  body: Record<string, unknown>
  /** The one e-mail the agency received. */
  mail: ParsedMail
}

/**
 * Sends the filled form as a visitor who double-clicks, holding the request: while it travels the
 * button is disabled and reads `sendingText`; then the success text in green, the captcha unticked,
 * the button back, and exactly one request and one e-mail.
 */
export async function sendEnquiry(page: Page, form: EnquiryFormParts, options: SendOptions): Promise<Sent> {
  const { endpoint, sendingText, successText, idleText, outbox, timeout = 10_000, showsReference = true, referenceLine: line = REFERENCE_LINE } = options
  const before = (await listEmails(outbox)).length
  const held = gate()
  let requests = 0
  await page.route(endpoint, (route) => (requests++, held.handler(route)))
  const request = page.waitForRequest(endpoint)
  await form.submit.dblclick()
  const body = JSON.parse((await request).postData() ?? '{}') as Record<string, unknown>
  await expect.poll(async () => (await form.submit.innerText()).trim()).toBe(sendingText)
  expect(await form.submit.isDisabled(), 'the button is disabled while sending').toBe(true)
  held.release()

  // The server's text, then the enquiry's reference on a line of its own.
  const text = () => form.message.innerText()
  await expect.poll(async () => (await text()).split('\n').length, { timeout }).toBe(showsReference ? 2 : 1)
  const [said, referenceLine] = (await text()).split('\n') as [string, string]
  if (typeof successText === 'string') expect(said).toBe(successText)
  else expect(said).toMatch(successText)
  if (showsReference) expect(referenceLine).toMatch(referenceLinePatternOf(line))
  expect(await messageColour(form.message)).toBe('green')
  if (form.captcha) expect(await form.captcha.isChecked(), 'the captcha is reset').toBe(false)
  if (idleText !== undefined) {
    expect(await form.submit.isDisabled()).toBe(false)
    expect((await form.submit.innerText()).trim()).toBe(idleText)
  }
  const mails = await waitForNewEmails(outbox, before)
  expect(requests, 'a double click sends once').toBe(1)
  expect(mails, 'one e-mail').toHaveLength(1)
  return { body, mail: mails[0]!.mail }
}

/** The line under a success: a reference line (its {reference} hole) with a reference in it. */
const referenceLinePatternOf = (line: string) =>
  new RegExp('^' + line.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{reference}', `${ENQUIRY_TEXT.referencePrefix}-[2-9A-Z]{4}-[2-9A-Z]{2}`) + '$')

/** The line under a success on an English page: data/forms.yaml's referenceLine with a reference in it. */
export const referenceLinePattern = referenceLinePatternOf(REFERENCE_LINE)

/** What a form says when its enquiry could neither be kept nor sent: its failure text and the phone. */
export const whenNothingWorks = (failureText: string) => `${failureText} ${ENQUIRY_TEXT.unavailable}`

/**
 * A second site where nothing an enquiry needs works: its enquiry store does not answer and its
 * SMTP port has nothing listening. (With the store alone down, the e-mail is sent first.)
 */
export async function startSiteWithNothingWorking(): Promise<TestSite> {
  return startSite({ SMTP_URL: await closedSmtpUrl(), NETLIFY_BLOBS_CONTEXT: await deadStoreContext() })
}

/** The form refused with `text` in red; the captcha is unticked and the button usable again. */
export async function expectRefused(form: EnquiryFormParts, text: string, { timeout = 5_000 } = {}): Promise<void> {
  await expect.poll(() => form.message.innerText(), { timeout }).toBe(text)
  expect(await messageColour(form.message)).toBe('red')
  if (form.captcha) expect(await form.captcha.isChecked(), 'the captcha is reset').toBe(false)
  expect(await form.submit.isDisabled()).toBe(false)
}

/**
 * Runs `test` on a page of a second site where neither the enquiry store nor the mail server
 * answers, then closes both; the site's outbox is there to show nothing was written.
 */
export async function withMailServerDown(
  browser: Parameters<typeof openPage>[0],
  options: PageOptions,
  test: (page: Page, site: TestSite) => Promise<void>,
): Promise<void> {
  const down = await startSiteWithNothingWorking()
  try {
    const { context, page } = await openPage(browser, down.url, options)
    try {
      await test(page, down)
    } finally {
      await namedIfSlow(context.close(), 'closing the browser context')
    }
  } finally {
    await namedIfSlow(down.close(), "closing the down site (it waits for the functions' work after their reply)")
  }
}

/**
 * Fails with `what` when `closing` takes more than 20 s: a close that hangs then says which it
 * was, where the test's own time-out would name no step (seen once, tests/e2e/bn-forms.test.ts).
 */
async function namedIfSlow(closing: Promise<void>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const slow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than 20 s`)), 20_000)
  })
  try {
    await Promise.race([closing, slow])
  } finally {
    clearTimeout(timer)
  }
}

/** A form as the failure tests drive it. */
interface EnquiryFormDriver {
  /** The function's address as a route glob. */
  endpoint: string
  /** The form's failure text (data/), shown with the phone number when nothing works. */
  failureText: string
  /** Opens the form's page with its islands awake. */
  open(page: Page): Promise<void>
  /** Fills every field as a visitor would; returns what the fields then hold. */
  fill(page: Page): Promise<unknown>
  /** What the fields hold now. */
  values(page: Page): Promise<unknown>
  parts(page: Page): EnquiryFormParts
}

/** The test file's site and browser (tests/support/browser/index.ts useE2E). */
interface Browsing {
  readonly site: TestSite
  readonly browser: Parameters<typeof openPage>[0]
  open(options?: PageOptions): Promise<{ page: Page }>
}

/**
 * Registers the failures every enquiry form with a captcha shares, in data/'s words: the captcha
 * not ticked, nothing that an enquiry needs answering, the network down. Each time the text is
 * red, every typed value is kept and nothing reaches the outbox.
 */
export function describeEnquiryFailures(e2e: Browsing, form: EnquiryFormDriver, visitor: PageOptions = {}): void {
  it('without the captcha ticked it says so in red, keeps the values and sends nothing', async () => {
    const { page } = await e2e.open(visitor)
    let requests = 0
    page.on('request', (request) => void (new URL(request.url()).pathname === form.endpoint.replace('**', '') && requests++))
    await form.open(page)
    const before = (await listEmails(e2e.site.outbox)).length
    const filled = await form.fill(page)
    await form.parts(page).captcha?.uncheck()
    await form.parts(page).submit.click()
    await expectRefused(form.parts(page), SHARED_FORM_WORDS.captchaIncomplete)
    expect(await form.values(page)).toEqual(filled)
    expect(requests).toBe(0)
    expect((await listEmails(e2e.site.outbox)).length).toBe(before)
  })

  it('when neither the enquiry store nor the mail server answers: its failure text and the phone in red, every value kept', async () => {
    await withMailServerDown(e2e.browser, visitor, async (page, down) => {
      await form.open(page)
      const filled = await form.fill(page)
      await form.parts(page).captcha?.check()
      await form.parts(page).submit.click()
      await expectRefused(form.parts(page), whenNothingWorks(form.failureText), { timeout: 15_000 })
      expect(await form.values(page)).toEqual(filled)
      expect(await listEmails(down.outbox)).toEqual([])
    })
  })

  it('when the network fails: the network error in red, every value kept', async () => {
    const { page } = await e2e.open(visitor)
    await form.open(page)
    await page.route(form.endpoint, (route) => route.abort('internetdisconnected'))
    const filled = await form.fill(page)
    await form.parts(page).captcha?.check()
    await form.parts(page).submit.click()
    await expectRefused(form.parts(page), SHARED_FORM_WORDS.networkError)
    expect(await form.values(page)).toEqual(filled)
  })
}
