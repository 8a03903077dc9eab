// How the editor's pages talk to functions/enquiries.ts. The GitHub token of the editor's login is
// read where Decap keeps it (localStorage, 'decap-cms-user'; 'netlify-cms-user' before Decap's
// rename) and sent in Authorization: never a cookie, so no other site can make a browser send it.
// The local editor (`npm start`) has no token, and the local function needs none.
import type { EnquiryListing, ResendOutcome } from '../../forms/_shared/enquiries-view'

const ENDPOINT = '/.netlify/functions/enquiries'
const USER_KEYS = ['decap-cms-user', 'netlify-cms-user']

export type Listing = EnquiryListing
export type Failure = 'refused' | 'unavailable'
type Result<T> = { ok: true; value: T } | { ok: false; failure: Failure }

function editorToken(): string | undefined {
  for (const key of USER_KEYS) {
    try {
      const token = (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: unknown } | null)?.token
      if (typeof token === 'string' && token) return token
    } catch {
      // Not JSON: not a login.
    }
  }
  return undefined
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const token = editorToken()
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra
}

async function ask<T>(path: string, init: RequestInit, read: (response: Response) => Promise<T>): Promise<Result<T>> {
  try {
    const response = await fetch(`${ENDPOINT}${path}`, { ...init, credentials: 'omit', cache: 'no-store' })
    if (response.status === 401 || response.status === 403) return { ok: false, failure: 'refused' }
    if (!response.ok) return { ok: false, failure: 'unavailable' }
    return { ok: true, value: await read(response) }
  } catch {
    return { ok: false, failure: 'unavailable' }
  }
}

export const fetchListing = () => ask('', { headers: headers() }, (response) => response.json() as Promise<Listing>)

/** Sends these enquiries (or every undelivered one) to the agency again. */
export const sendAgain = (resend: string[] | 'undelivered') =>
  ask(
    '',
    { method: 'POST', headers: headers({ 'Content-Type': 'application/json' }), body: JSON.stringify({ resend }) },
    async (response) => ((await response.json()) as { outcomes: { reference: string; outcome: ResendOutcome }[] }).outcomes,
  )

/** Saves the CSV the function makes (the Authorization header rules out a plain link). */
export async function downloadCsv(): Promise<Result<null>> {
  const result = await ask('?format=csv', { headers: headers() }, async (response) => ({
    blob: await response.blob(),
    name: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'enquiries.csv',
  }))
  if (!result.ok) return result
  const link = document.createElement('a')
  link.href = URL.createObjectURL(result.value.blob)
  link.download = result.value.name
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
  return { ok: true, value: null }
}
