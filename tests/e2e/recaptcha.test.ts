// The real reCAPTCHA path, with a site key and a secret configured: a build with
// RECAPTCHA_SITE_KEY, Google's script either blocked (as by an ad blocker or a network fault) or
// answered by a stand-in of its public API, and the functions verifying the token against a
// local fake of siteverify. Nothing leaves 127.0.0.1.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSiteverify, type FakeSiteverify } from '../support/fake-siteverify'
import { launchBrowser, listEmails, openPage, readEmails, startSite, waitForIslands, waitForNewEmails, type TestSite } from '../support/browser'
import { siteKeyBuild, TEST_SITE_KEY } from '../support/browser/site-key-build'
import { dataText } from '../support/data-text'
import { literally } from '../support/words'

/** A field of the contact form by its label in data/forms.yaml (its name may carry more after it). */
const named = (field: string) => new RegExp(`^${literally(dataText('forms', `contact.labels.${field}`)).source}`)

const SITE_KEY = TEST_SITE_KEY
const SECRET = 'test-secret-key'
const TOKEN = 'token-from-google'

// Google's widget reduced to the calls the site makes (ready, render, getResponse, reset).
const FAKE_GRECAPTCHA = `
window.__recaptcha = { renders: [], resets: 0 };
window.grecaptcha = {
  ready: function (cb) { cb(); },
  render: function (el, options) {
    window.__recaptcha.renders.push(options);
    el.innerHTML = '<label><input type="checkbox" id="fake-recaptcha"> Google reCAPTCHA (test double)</label>';
    return 0;
  },
  getResponse: function () { return document.getElementById('fake-recaptcha').checked ? '${TOKEN}' : ''; },
  reset: function () { window.__recaptcha.resets++; document.getElementById('fake-recaptcha').checked = false; },
};`

let site: TestSite
let browser: Browser
let siteverify: FakeSiteverify

beforeAll(async () => {
  const root = await siteKeyBuild()
  siteverify = await startFakeSiteverify()
  site = await startSite({ RECAPTCHA_SECRET_KEY: SECRET, RECAPTCHA_VERIFY_URL: siteverify.url }, root)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
  await siteverify?.close()
})

const form = (page: Page) => page.getByRole('form', { name: dataText('words', 'homeForm.name') })
const message = (page: Page) => form(page).getByRole('status')

async function fill(page: Page) {
  await form(page)
    .getByRole('textbox', { name: named('name') })
    .fill('Yusuf Khan')
  await form(page)
    .getByRole('textbox', { name: named('phone') })
    .fill('07700 900456')
  await form(page)
    .getByRole('textbox', { name: named('email') })
    .fill('yusuf@example.org')
}

async function openHome(fakeGoogle: boolean) {
  const opened = await openPage(browser, site.url, { reducedMotion: 'reduce' })
  if (fakeGoogle) {
    await opened.page.route('https://www.google.com/recaptcha/api.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_GRECAPTCHA }))
  }
  const submissions: string[] = []
  opened.page.on('request', (r) => {
    if (r.url().includes('/.netlify/functions/send-contact-email')) submissions.push(r.postData() ?? '')
  })
  await opened.page.goto('/')
  await waitForIslands(opened.page)
  return { ...opened, submissions }
}

describe('contact form with Google reCAPTCHA configured', () => {
  it('shows no development stand-in and, when Google cannot be reached, says reCAPTCHA is not loaded', async () => {
    const { page, context, blocked, submissions } = await openHome(false)
    try {
      expect(await form(page).getByText(dataText('words', 'forms.notRobot')).count()).toBe(0)
      await fill(page)
      await form(page)
        .getByRole('button', { name: dataText('words', 'forms.sendMessage') })
        .click()
      await expect.poll(() => message(page).innerText()).toBe(dataText('forms', 'shared.captchaNotLoaded'))
      expect(blocked.some((url) => url.startsWith('https://www.google.com/recaptcha/api.js'))).toBe(true)
      expect(submissions).toEqual([])
      expect(
        await form(page)
          .getByRole('textbox', { name: named('name') })
          .inputValue(),
      ).toBe('Yusuf Khan')
      expect(await listEmails(site.outbox)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('renders the dark widget with the site key, verifies the token with the secret and sends the e-mail', async () => {
    siteverify.set({ mode: 'answer', success: true, hostname: '127.0.0.1' })
    const before = siteverify.requests.length
    const { page, context, submissions } = await openHome(true)
    try {
      // Google's script is fetched once the visitor starts on the form (tests/e2e/privacy.test.ts).
      expect(await page.evaluate(() => 'grecaptcha' in window)).toBe(false)
      await fill(page)
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __recaptcha: { renders: unknown[] } }).__recaptcha.renders))
        .toEqual([{ sitekey: SITE_KEY, theme: 'dark' }])
      await form(page)
        .getByRole('button', { name: dataText('words', 'forms.sendMessage') })
        .click()
      await expect.poll(() => message(page).innerText()).toBe(dataText('forms', 'shared.captchaIncomplete'))
      expect(submissions).toEqual([])

      await page.locator('#fake-recaptcha').check()
      const known = (await listEmails(site.outbox)).length
      await form(page)
        .getByRole('button', { name: dataText('words', 'forms.sendMessage') })
        .click()
      await expect.poll(() => message(page).innerText()).toContain('successfully')
      expect(JSON.parse(submissions[0]).recaptchaToken).toBe(TOKEN)

      const verification = siteverify.requests[before]
      expect(verification.contentType).toContain('application/x-www-form-urlencoded')
      expect(verification.params.secret).toBe(SECRET)
      expect(verification.params.response).toBe(TOKEN)

      const [mail] = await waitForNewEmails(site.outbox, known)
      expect(mail.mail.text).toContain('Yusuf Khan')
      expect(await page.locator('#fake-recaptcha').isChecked()).toBe(false)
    } finally {
      await context.close()
    }
  })

  it('refuses in red and keeps the values when Google says the token is not valid', async () => {
    siteverify.set({ mode: 'answer', success: false, hostname: '127.0.0.1' })
    const { page, context } = await openHome(true)
    try {
      const known = (await readEmails(site.outbox)).length
      await fill(page)
      await page.locator('#fake-recaptcha').check()
      await form(page)
        .getByRole('button', { name: dataText('words', 'forms.sendMessage') })
        .click()
      await expect.poll(() => message(page).innerText()).toBe(dataText('forms', 'shared.captchaIncomplete'))
      expect(
        await form(page)
          .getByRole('textbox', { name: named('email') })
          .inputValue(),
      ).toBe('yusuf@example.org')
      expect(await page.locator('#fake-recaptcha').isChecked()).toBe(false)
      expect((await readEmails(site.outbox)).length).toBe(known)
    } finally {
      await context.close()
    }
  })
})
