// The editor's Enquiries page (/admin/enquiries/) asks here: GET lists the kept enquiries (or,
// with ?format=csv, the spreadsheet file `npm run enquiries -- csv` prints); POST sends some again.
// Only whoever may edit the site gets an answer (functions/_shared/github-access.ts): the GitHub
// token of the editor's login comes in Authorization, never in a cookie, so another site cannot
// make a browser send it; and a request that says it comes from another site (Origin,
// Sec-Fetch-Site) is refused, a POST must name this site as its origin. Every look and every
// resend is logged with the references and the GitHub login, nothing the visitors typed.
// https://docs.netlify.com/functions/get-started/
import type { Config } from '@netlify/functions'
import { alertCounts, allEnquiries, csvLines, listed } from './_shared/enquiry-listing'
import { makeDue, sendAgain } from './_shared/enquiry-resend'
import { openEnquiryStore, StorageUnavailableError, type EnquiryStore } from './_shared/enquiry-store'
import { checkAccess } from './_shared/github-access'
import { isJsonRequest, readBodyWithLimit, RESPONSE_HEADERS } from './_shared/http'
import { describeErrorSafely, logFormEvent } from './_shared/log'
import { normaliseReference } from './_shared/reference'
import type { EnquiryListing, ResendOutcome } from '../forms/_shared/enquiries-view'
import { ENQUIRY_TEXT } from '../forms/_shared/enquiry-text.generated'

const NAME = 'enquiries'
const HEADERS = { ...RESPONSE_HEADERS, 'X-Robots-Tag': 'noindex, nofollow', Vary: 'Authorization, Origin' }
const MAX_BODY_BYTES = 16 * 1024
const MAX_REFERENCES = 500
/** Sends started after this are left to the scheduled delivery (within five minutes). */
const SEND_BUDGET_MS = 8000
const PARALLEL_SENDS = 5

const answer = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...extra } })
// No detail: whoever is refused learns nothing about why.
const refused = (status: number) => answer(status, { error: 'Not allowed' })

/** True when the request comes from this site's own page (see the file's head). */
function sameOrigin(req: Request): boolean {
  const own = new URL(req.url).origin
  const origin = req.headers.get('origin')
  const site = req.headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin') return false
  if (req.method === 'POST') return origin === own
  return origin === null || origin === own
}

async function list(req: Request, store: EnquiryStore, login: string): Promise<Response> {
  const enquiries = await allEnquiries(store)
  logFormEvent(NAME, 'enquiries-viewed', { login, count: enquiries.length, references: enquiries.map((e) => e.reference).join(' ') || undefined })
  if (new URL(req.url).searchParams.get('format') === 'csv') {
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`${csvLines(enquiries).join('\r\n')}\r\n`, {
      headers: { ...HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="enquiries-${day}.csv"` },
    })
  }
  const shown = enquiries.reverse().map(listed)
  const listing: EnquiryListing = { enquiries: shown, alert: alertCounts(shown), retentionDays: ENQUIRY_TEXT.retentionDays }
  return answer(200, listing)
}

/** The references a POST names: `{ "resend": [..] }`, or `{ "resend": "undelivered" }` for all. */
async function referencesOf(req: Request, store: EnquiryStore): Promise<string[] | null> {
  if (!isJsonRequest(req)) return null
  const body = await readBodyWithLimit(req, MAX_BODY_BYTES)
  if (!body.ok) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return null
  }
  const resend = (parsed as { resend?: unknown } | null)?.resend
  if (resend === 'undelivered') return (await allEnquiries(store)).filter((e) => e.state !== 'delivered').map((e) => e.reference)
  if (!Array.isArray(resend) || resend.length === 0 || resend.length > MAX_REFERENCES) return null
  const references = resend.map((value) => (typeof value === 'string' ? normaliseReference(value) : null))
  return references.every(Boolean) ? [...new Set(references as string[])] : null
}

async function resend(req: Request, store: EnquiryStore, login: string): Promise<Response> {
  const references = await referencesOf(req, store)
  if (!references) return answer(400, { error: 'Send { "resend": ["AN-XXXX-XX", …] } or { "resend": "undelivered" }' })
  const started = Date.now()
  const outcomes: Record<string, ResendOutcome> = {}
  let next = 0
  async function worker() {
    while (next < references!.length) {
      const reference = references![next++]!
      if (Date.now() - started < SEND_BUDGET_MS) outcomes[reference] = await sendAgain(store, reference)
      else {
        const due = await makeDue(store, reference)
        outcomes[reference] = typeof due === 'string' ? due : 'queued'
      }
      logFormEvent(NAME, 'enquiry-resent', { login, reference, result: outcomes[reference] })
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_SENDS }, worker))
  return answer(200, { outcomes: references.map((reference) => ({ reference, outcome: outcomes[reference] })) })
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') return answer(405, { error: 'GET or POST only' }, { Allow: 'GET, POST' })
  if (!sameOrigin(req)) {
    logFormEvent(NAME, 'access-refused', { detail: 'other-origin' })
    return refused(403)
  }
  const access = await checkAccess(req)
  if (!access.ok) {
    logFormEvent(NAME, 'access-refused', { detail: access.why })
    return refused(access.status)
  }
  try {
    const store = openEnquiryStore()
    return req.method === 'GET' ? await list(req, store, access.login) : await resend(req, store, access.login)
  } catch (error) {
    logFormEvent(NAME, error instanceof StorageUnavailableError ? 'storage-unavailable' : 'error', describeErrorSafely(error))
    return answer(503, { error: 'The enquiry store could not be read' })
  }
}

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
