// The enquiry form under faults, in the browser (the home contact form; every form shares its
// state machine, islands/forms/use-enquiry-form.ts): when the mail server drops the message halfway
// or never answers, the enquiry is kept and the visitor told so at once with a reference (the
// e-mail follows later: tests/e2e/enquiries.test.ts); only when the store fails too does the
// visitor see the failure text and the phone in red, keeping every value typed; a double click on
// Send sends one enquiry, even while the server is slow to answer.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { homePackageOptions } from '../../forms/contact'
import { startFaultySmtp, type SmtpFault } from '../support/faulty-smtp'
import { openEnquiryStore } from '../../functions/_shared/enquiry-store'
import {
  gate,
  listEmails,
  messageColour,
  openPage,
  readEmails,
  referenceLinePattern,
  startSite,
  startSiteWithNothingWorking,
  useE2E,
  waitForIslands,
  waitForNewEmails,
  whenNothingWorks,
} from '../support/browser'
import { dataText } from '../support/data-text'
import { replyText } from '../support/form-words'
import { startingWith, t } from '../support/words'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const
const CONTACT = loadCatalogue('forms', 'en').contact
const FAILURE = CONTACT.failureText
const SUCCESS = replyText(CONTACT.successText)

const form = (page: Page) => page.getByRole('form', { name: dataText('words', 'homeForm.name') })
const fields = {
  name: (page: Page) => form(page).getByRole('textbox', { name: startingWith(CONTACT.labels.name) }),
  phone: (page: Page) => form(page).getByRole('textbox', { name: startingWith(CONTACT.labels.phone) }),
  email: (page: Page) => form(page).getByRole('textbox', { name: startingWith(CONTACT.labels.email) }),
  package: (page: Page) => form(page).getByRole('combobox', { name: startingWith(t('homeForm.interestedIn')) }),
  message: (page: Page) => form(page).getByRole('textbox', { name: startingWith(CONTACT.labels.message) }),
}
const typed = {
  name: 'Maryam Hussain',
  phone: '07700 900777',
  email: 'maryam.hussain@example.org',
  package: homePackageOptions[0].value,
  message: 'Two adults, one child.\nCall after 5pm please.',
}

async function openHome(page: Page): Promise<string[]> {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/.netlify/functions/send-contact-email')) sent.push(request.postData() ?? '')
  })
  await page.goto('/')
  await waitForIslands(page)
  for (const [name, value] of Object.entries(typed)) {
    const field = fields[name as keyof typeof typed](page)
    if (name === 'package') await field.selectOption(value)
    else await field.fill(value)
  }
  await form(page)
    .getByRole('checkbox', { name: dataText('words', 'forms.notRobot') })
    .check()
  return sent
}

async function values(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(await Promise.all(Object.entries(fields).map(async ([name, field]) => [name, await field(page).inputValue()] as const)))
}

const submit = (page: Page) => form(page).locator('button[type="submit"]')
const message = (page: Page) => form(page).getByRole('status')

describe('the mail server fails while the visitor waits', () => {
  it.each<[string, SmtpFault]>([
    ['drops the connection in the middle of the message', 'drop-mid-message'],
    ['takes the message and never answers', 'hang-after-data'],
  ])('%s: the enquiry is kept, the visitor told so at once in green with a reference; nothing reached the agency yet', async (_what, fault) => {
    const smtp = await startFaultySmtp(fault)
    // A server silent after the message is waited for until the send's deadline (mail.ts): 3 s here.
    const site = await startSite({ SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: '1000', SMTP_DEADLINE_MS: '3000' })
    try {
      const { context, page } = await openPage(e2e.browser, site.url, VISITOR)
      try {
        const sent = await openHome(page)
        await submit(page).click()
        await expect.poll(async () => (await message(page).innerText()).split('\n')[1] ?? '', { timeout: 15_000 }).toMatch(referenceLinePattern)
        expect(await messageColour(message(page))).toBe('green')
        expect(await submit(page).isDisabled()).toBe(false)
        expect(sent).toHaveLength(1)
        const reference = /[A-Z]{2}-[2-9A-Z]{4}-[2-9A-Z]{2}/.exec(await message(page).innerText())![0]
        // Tried after the reply, it failed and waits for the next scheduled run.
        await expect.poll(async () => (await openEnquiryStore().findByReference(reference))?.enquiry.state, { timeout: 15_000 }).toBe('waiting')
        expect(smtp.completed).toBe(0)
        expect(await readEmails(site.outbox)).toEqual([])
      } finally {
        await context.close()
      }
    } finally {
      await site.close()
      await smtp.close()
    }
  })

  it('when the enquiry store and the mail server both fail: the failure text and the phone in red, every value kept', async () => {
    const site = await startSiteWithNothingWorking()
    try {
      const { context, page } = await openPage(e2e.browser, site.url, VISITOR)
      try {
        await openHome(page)
        await submit(page).click()
        await expect.poll(() => message(page).innerText(), { timeout: 15_000 }).toBe(whenNothingWorks(FAILURE))
        expect(await messageColour(message(page))).toBe('red')
        expect(await values(page)).toEqual(typed)
      } finally {
        await context.close()
      }
    } finally {
      await site.close()
    }
  })
})

describe('a double click on Send', () => {
  it('sends one enquiry and one e-mail', async () => {
    const { page } = await e2e.open(VISITOR)
    const sent = await openHome(page)
    const known = (await listEmails(e2e.site.outbox)).length
    await submit(page).dblclick()
    await expect.poll(() => message(page).innerText()).toContain(SUCCESS)
    await waitForNewEmails(e2e.site.outbox, known)
    await page.waitForTimeout(500)
    expect(sent).toHaveLength(1)
    expect((await listEmails(e2e.site.outbox)).length - known).toBe(1)
  })

  it('sends one while the server is slow to answer, the button disabled meanwhile', async () => {
    const { page } = await e2e.open(VISITOR)
    const sent = await openHome(page)
    const held = gate()
    await page.route('**/.netlify/functions/send-contact-email', held.handler)
    const known = (await listEmails(e2e.site.outbox)).length
    await submit(page).dblclick()
    await submit(page)
      .click({ force: true })
      .catch(() => undefined)
    expect(await submit(page).isDisabled()).toBe(true)
    held.release()
    await expect.poll(() => message(page).innerText()).toContain(SUCCESS)
    await waitForNewEmails(e2e.site.outbox, known)
    await page.waitForTimeout(500)
    expect(sent).toHaveLength(1)
    expect((await listEmails(e2e.site.outbox)).length - known).toBe(1)
  })
})
