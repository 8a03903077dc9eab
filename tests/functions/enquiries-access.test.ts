// The editor's Enquiries page asks functions/enquiries.ts, which answers only whoever may push to
// the site's repository, as GitHub's API says for the token of the editor's login. Against a fake
// GitHub API over HTTP on 127.0.0.1 and Netlify's local blobs server, as production runs (not the
// local server): no token, a malformed one, one GitHub does not know, one without push, GitHub
// down or slow, another site's page, and a replayed "Send again" are refused or change nothing;
// only a token with push sees the enquiries, and each enquiry is sent once.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openEnquiryStore } from '../../functions/_shared/enquiry-store'
import { forgetAccess } from '../../functions/_shared/github-access'
import enquiries from '../../functions/enquiries'
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github'
import { FUNCTION_ORIGIN, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { closedSmtpUrl } from '../support/smtp'

const env = useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'enquiries@agency.example', MAIL_FROM: 'Website <no-reply@agency.example>' })
const REPO = 'agency/website'
const PUSH = `gho_${'a'.repeat(36)}`
const PULL = `gho_${'b'.repeat(36)}`
const STRANGER = `ghp_${'c'.repeat(36)}`
const UNKNOWN = `gho_${'d'.repeat(36)}`
const URL_OF = `${FUNCTION_ORIGIN}/.netlify/functions/enquiries`

let github: FakeGitHub
beforeAll(async () => {
  github = await startFakeGitHub(REPO)
  github.addToken(PUSH, 'office-manager', 'push')
  github.addToken(PULL, 'reader', 'pull')
  github.addToken(STRANGER, 'stranger', 'none')
})
afterAll(() => github.close())

beforeEach(() => {
  // As on Netlify: not the local server, so nothing is open without GitHub's word.
  delete process.env.NETLIFY_DEV
  process.env.CONTEXT = 'production'
  process.env.GITHUB_API_URL = github.url
  process.env.GITHUB_TIMEOUT_MS = '400'
  process.env.CMS_GITHUB_REPO = REPO
  process.env.SMTP_TIMEOUT_MS = '1000'
  github.setDelay(0)
  github.asked.length = 0
  forgetAccess()
})

/** A kept enquiry, as a form function keeps it; its reference. */
async function keep(subject = 'Website enquiry: Umrah – Amina Begum'): Promise<string> {
  const { enquiry } = await openEnquiryStore().create({
    formId: randomUUID(),
    form: 'contact',
    mail: { subject, html: '<p>Amina Begum, amina@example.org</p>', text: 'Amina Begum, amina@example.org' },
    files: [],
    acknowledgement: { to: `amina-${randomUUID().slice(0, 6)}@example.org`, heading: 'Umrah', rows: [], locale: 'en' },
    messageDomain: 'agency.example',
    // Kept as a function keeps it, with its first attempt's claim already over (as after a crash).
    claimMs: 0,
  })
  return enquiry.reference
}

function get(headers: Record<string, string> = {}, query = ''): Promise<Response> {
  return enquiries(new Request(`${URL_OF}${query}`, { headers: { 'sec-fetch-site': 'same-origin', ...headers } }))
}
function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return enquiries(
    new Request(URL_OF, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: FUNCTION_ORIGIN, 'sec-fetch-site': 'same-origin', ...headers },
    }),
  )
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A refusal shows nothing: no reference, no count, no reason. */
async function expectRefused(response: Response, status: 401 | 403, reference: string): Promise<void> {
  expect(response.status).toBe(status)
  const text = await response.text()
  expect(JSON.parse(text)).toEqual({ error: 'Not allowed' })
  expect(text).not.toContain(reference)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('x-robots-tag')).toMatch(/noindex/)
}

describe('who sees the enquiries', () => {
  it('shows them to a token whose user may push, newest first, with no-store and noindex, and logs the login and references without personal data', async () => {
    const older = await keep()
    const newer = await keep()
    const response = await get(bearer(PUSH))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/)
    const text = await response.text()
    const references = (JSON.parse(text) as { enquiries: { reference: string }[] }).enquiries.map((e) => e.reference)
    expect(references.indexOf(newer)).toBeLessThan(references.indexOf(older))
    expect(references.indexOf(older)).toBeGreaterThanOrEqual(0)
    expect(text).not.toMatch(/amina/i)
    const line = env.logs.find((entry) => entry.includes('"outcome":"enquiries-viewed"'))!
    expect(line).toContain('"login":"office-manager"')
    expect(line).toContain(newer)
    expect(env.logs.join('\n')).not.toMatch(/amina|gho_/i)
  })

  it('refuses a request with no token (401) without asking GitHub', async () => {
    const reference = await keep()
    await expectRefused(await get(), 401, reference)
    expect(github.asked).toEqual([])
  })

  it('refuses a malformed token (401) without asking GitHub', async () => {
    const reference = await keep()
    for (const header of ['Bearer not a token', 'Basic b2ZmaWNlOnNlY3JldA==', `Bearer ${PUSH}\nX: y`, 'Bearer gho_short'])
      await expectRefused(await get({ authorization: header.replace('\n', ' ') }), 401, reference)
    expect(github.asked).toEqual([])
  })

  it('refuses a token GitHub does not know (401), one that may only read (403) and one that cannot see the repository (403)', async () => {
    const reference = await keep()
    await expectRefused(await get(bearer(UNKNOWN)), 401, reference)
    await expectRefused(await get(bearer(PULL)), 403, reference)
    await expectRefused(await get(bearer(STRANGER)), 403, reference)
    await expectRefused(await post({ resend: [reference] }, bearer(PULL)), 403, reference)
    expect(smtp.messages).toHaveLength(0)
  })

  it('refuses while GitHub is down, and when it answers later than its deadline; a later answer in time is believed', async () => {
    const reference = await keep()
    process.env.GITHUB_API_URL = (await closedSmtpUrl()).replace('smtp://', 'http://')
    await expectRefused(await get(bearer(PUSH)), 403, reference)
    process.env.GITHUB_API_URL = github.url
    github.setDelay(1500)
    await expectRefused(await get(bearer(PUSH)), 403, reference)
    // Neither was remembered as a no.
    github.setDelay(0)
    expect((await get(bearer(PUSH))).status).toBe(200)
  })

  it("refuses a request from another site's page, even with a token that may push", async () => {
    const reference = await keep()
    await expectRefused(await get({ ...bearer(PUSH), origin: 'https://elsewhere.example' }), 403, reference)
    await expectRefused(await get({ ...bearer(PUSH), 'sec-fetch-site': 'cross-site' }), 403, reference)
    await expectRefused(await post({ resend: [reference] }, { ...bearer(PUSH), origin: 'https://elsewhere.example' }), 403, reference)
    // A POST must say where it comes from.
    await expectRefused(await post({ resend: [reference] }, { ...bearer(PUSH), origin: '' }), 403, reference)
    expect(smtp.messages).toHaveLength(0)
  })

  it('asks GitHub once for a token within a few minutes', async () => {
    await keep()
    for (let i = 0; i < 3; i += 1) expect((await get(bearer(PUSH))).status).toBe(200)
    expect(github.asked.filter((path) => path === '/user')).toHaveLength(1)
  })

  it('is open on the local server (NETLIFY_DEV), as the local editor is', async () => {
    delete process.env.CONTEXT
    process.env.NETLIFY_DEV = 'true'
    const reference = await keep()
    const response = await get()
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(reference)
  })
})

describe('Send again', () => {
  it('sends a kept enquiry once; the same request replayed sends nothing more and says it had arrived', async () => {
    const reference = await keep()
    const first = await post({ resend: [reference] }, bearer(PUSH))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ outcomes: [{ reference, outcome: 'delivered' }] })
    const replayed = await post({ resend: [reference] }, bearer(PUSH))
    expect(await replayed.json()).toEqual({ outcomes: [{ reference, outcome: 'alreadyDelivered' }] })
    expect(smtp.messages.filter((m) => m.parsed.subject?.endsWith(`[${reference}]`))).toHaveLength(1)
    expect(smtp.acknowledgements.filter((m) => m.parsed.subject?.includes(reference))).toHaveLength(1)
    const resent = env.logs.filter((entry) => entry.includes('"outcome":"enquiry-resent"'))
    expect(resent).toHaveLength(2)
    for (const line of resent) expect(line).toMatch(new RegExp(`"login":"office-manager".*"reference":"${reference}"`))
  })

  it('refuses a body that names no enquiry (400)', async () => {
    for (const body of [{}, { resend: [] }, { resend: ['not a reference'] }, { resend: 'everything' }])
      expect((await post(body, bearer(PUSH))).status).toBe(400)
  })
})

describe('the spreadsheet download', () => {
  it("is `npm run enquiries -- csv`'s file, with a formula defused", async () => {
    const reference = await keep('=HYPERLINK("http://x.example","Umrah")')
    const response = await get(bearer(PUSH), '?format=csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const line = (await response.text()).split('\r\n').find((row) => row.startsWith(reference))!
    expect(line).toContain(`"'=HYPERLINK(""http://x.example"",""Umrah"") [${reference}]"`)
  })
})
