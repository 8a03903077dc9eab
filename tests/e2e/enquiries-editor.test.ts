// Issue 35, as the agency's staff see it: the mail provider's password has changed, so the mail
// server answers 535 to the website's login. Three visitors send enquiries from the home page and
// each gets a reference; the editor (logged in to the local backend) shows a banner, and its
// Enquiries page lists all three as not delivered, with the plain reason and what to do. Once the
// server accepts the login again, Send again on one and the next scheduled round for the others
// deliver each exactly once, each followed by its visitor's acknowledgement.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEnquiryStore } from '../../functions/_shared/enquiry-store'
import { startDecapServer, type RunningDecapServer } from '../../tooling/decap-server'
import { startServer, type RunningServer } from '../../tooling/local-netlify/server'
import { assertBuilt, DIST_CLIENT, FUNCTIONS_DIR, launchBrowser, openPage, PROJECT_ROOT, waitForIslands } from '../support/browser'
import { sendHomeEnquiry } from '../support/browser/home-enquiry'
import { dataText } from '../support/data-text'
import { referenceOf } from '../support/reference'
import { FUNCTION_SETTINGS } from '../support/settings'
import { startSmtpServer, TEST_SMTP_CERTIFICATE, type TestSmtpServer } from '../support/smtp'

const words = (path: string) => dataText('enquiries-view', path)
const fillCount = (text: string, count: number) => text.replace('{count}', String(count))

let scratch = ''
let blobs = ''
let outbox = ''
let decap: RunningDecapServer | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let smtp: TestSmtpServer | undefined

beforeAll(async () => {
  assertBuilt()
  // Decap's local backend on a scratch copy of data/ and schemas/, never the working tree.
  scratch = mkdtempSync(join(tmpdir(), 'enquiries-editor-'))
  for (const file of execFileSync('git', ['ls-files', 'data', 'schemas'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true })
    cpSync(join(PROJECT_ROOT, file), join(scratch, file))
  }
  blobs = mkdtempSync(join(tmpdir(), 'enquiries-editor-blobs-'))
  outbox = mkdtempSync(join(tmpdir(), 'enquiries-editor-outbox-'))
  decap = await startDecapServer(scratch)
  smtp = await startSmtpServer({ login: true })
  smtp.setLoginRefused(true)
  site = await startServer({
    root: DIST_CLIENT,
    port: 0,
    host: '127.0.0.1',
    functionsDir: FUNCTIONS_DIR,
    proxy: { '/api/v1': decap.url },
    blobsDir: blobs,
    // The test runs the scheduled delivery itself, when it chooses.
    schedules: false,
    env: {
      ...Object.fromEntries(FUNCTION_SETTINGS.map((key) => [key, undefined])),
      NODE_ENV: 'test',
      OUTBOX_DIR: outbox,
      SMTP_URL: `smtp://agency:old-password@127.0.0.1:${smtp.port}`,
      SMTP_TLS_CA: TEST_SMTP_CERTIFICATE,
      SMTP_TIMEOUT_MS: '2000',
      // Due again at once after a refusal: the next round tries it.
      ENQUIRY_RETRY_BASE_MS: '1',
    },
  })
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
  await smtp?.close()
  await decap?.close()
  for (const dir of [scratch, blobs, outbox]) if (dir) rmSync(dir, { recursive: true, force: true })
})

const row = (page: Page, reference: string) => page.locator('tr', { hasText: reference })
const agencyMailFor = (reference: string) => smtp!.messages.filter((m) => referenceOf(m.parsed.subject) === reference)
const acknowledgementsFor = (reference: string) => smtp!.acknowledgements.filter((m) => m.parsed.subject?.includes(reference))

describe("the editor's Enquiries page while the mail server refuses the password", () => {
  it('lists three refused enquiries with the plain reason and a banner; Send again and the next round deliver each once, with its acknowledgement', async () => {
    const visitor = await openPage(browser!, site!.url, { reducedMotion: 'reduce' })
    const references: string[] = []
    await visitor.page.goto('/')
    await waitForIslands(visitor.page)
    for (let n = 1; n <= 3; n += 1) references.push(await sendHomeEnquiry(visitor.page, n))
    await visitor.context.close()
    expect(new Set(references).size).toBe(3)
    // Each was tried once after its reply (and refused) before the staff look. The site runs in
    // this process: its store is the one NETLIFY_BLOBS_CONTEXT names now.
    const tried = async () => (await Promise.all(references.map((r) => openEnquiryStore().findByReference(r)))).every((found) => found?.enquiry.lastError)
    await expect.poll(tried, { timeout: 30_000 }).toBe(true)

    const staff = await openPage(browser!, site!.url)
    const { page } = staff
    try {
      // The editor's first screen, logged in to the local backend (one button).
      await page.goto('/admin/')
      await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 })
      const banner = page.getByRole('navigation', { name: words('title') }).getByRole('alert')
      await expect.poll(() => banner.innerText(), { timeout: 30_000 }).toContain(fillCount(words('banner.failed'), 3))

      await banner.getByRole('link', { name: words('banner.open') }).click()
      await page.waitForURL('**/admin/enquiries/')
      for (const reference of references) {
        await expect.poll(() => row(page, reference).innerText(), { timeout: 30_000 }).toContain(words('status.failed'))
        expect(await row(page, reference).innerText()).toContain(words('reasons.authentication').replace(/\s+/g, ' '))
      }
      expect(smtp!.messages).toHaveLength(0)
      expect(smtp!.acknowledgements).toHaveLength(0)

      // The password is put right: the server takes the login again.
      smtp!.setLoginRefused(false)
      const [first, ...others] = references as [string, ...string[]]
      await row(page, first)
        .getByRole('button', { name: `${words('actions.sendAgain')} ${first}` })
        .click()
      await expect.poll(() => page.getByRole('status').innerText(), { timeout: 30_000 }).toContain(words('outcomes.delivered').replace('{reference}', first))
      expect(agencyMailFor(first)).toHaveLength(1)
      for (const reference of others) expect(agencyMailFor(reference)).toHaveLength(0)

      // The next scheduled round takes the other two.
      const round = await fetch(`${site!.url}/.netlify/functions/deliver-enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(round.status).toBe(200)
      await fetch(`${site!.url}/.netlify/functions/deliver-enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      for (const reference of references) {
        expect(agencyMailFor(reference), reference).toHaveLength(1)
        expect(acknowledgementsFor(reference), reference).toHaveLength(1)
      }
      expect(smtp!.messages).toHaveLength(3)
      expect(smtp!.acknowledgements).toHaveLength(3)

      // The page lists them as delivered now, and the banner is gone from the editor.
      await page.getByRole('button', { name: words('actions.refresh') }).click()
      for (const reference of references) await expect.poll(() => row(page, reference).innerText()).toContain(words('status.delivered'))
      await page.goto('/admin/')
      await page.getByRole('link', { name: words('link'), exact: true }).waitFor()
      await expect
        .poll(() =>
          page
            .getByRole('navigation', { name: words('title') })
            .getByRole('alert')
            .count(),
        )
        .toBe(0)
    } finally {
      await staff.context.close()
    }
  }, 240_000)
})
