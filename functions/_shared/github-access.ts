// Who may see the enquiries: exactly whoever may edit the site, that is push to its repository
// (CMS_GITHUB_REPO, owner/name). The editor's GitHub login already holds a token; the view sends
// it in Authorization and this asks GitHub's API with it: GET /user (whose token) and GET
// /repos/{owner}/{repo} (permissions.push). A yes or a no is kept a few minutes per token (a hash
// of it, never the token), so a page of the view does not ask GitHub every time. Fails closed:
// GitHub unreachable, slow (GITHUB_TIMEOUT_MS) or answering nonsense means refused, not cached.
// Locally (`npm start`, NETLIFY_DEV) it is open, as the local editor is.
import { createHash } from 'node:crypto'
import { isLocal, readPositiveInteger, readSetting } from './environment'

/** GitHub's API; GITHUB_API_URL points the tests at a fake one. */
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com'
export const DEFAULT_GITHUB_TIMEOUT_MS = 5000
/** How long a yes or a no is believed. */
export const ACCESS_CACHE_MS = 5 * 60_000
const CACHE_ENTRIES = 200

type Access =
  { ok: true; login: string } | { ok: false; status: 401 | 403; why: 'no-token' | 'malformed' | 'unknown-token' | 'no-push' | 'unavailable' | 'not-configured' }

/** The login shown in the logs when the local editor (no GitHub) looks. */
export const LOCAL_LOGIN = 'local-editor'

// GitHub's tokens: ghp_/gho_/ghu_/ghs_/ghr_ followed by letters and digits, github_pat_, or 40 hex.
const TOKEN = /^(gh[pousr]_[A-Za-z0-9]{20,251}|github_pat_[A-Za-z0-9_]{20,251}|[0-9a-f]{40})$/

const cache = new Map<string, { until: number; access: Access }>()

/** The token of an `Authorization: Bearer <token>` (or `token <token>`) header; '' when absent. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization')
  if (header === null) return ''
  const match = /^(?:bearer|token) +(\S+)$/i.exec(header.trim())
  return match && TOKEN.test(match[1]!) ? match[1]! : null
}

function remember(key: string, access: Access): Access {
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
  cache.set(key, { until: Date.now() + ACCESS_CACHE_MS, access })
  return access
}

/** Forgets every cached answer (the tests, between cases). */
export function forgetAccess(): void {
  cache.clear()
}

async function askGitHub(path: string, token: string, signal: AbortSignal): Promise<{ status: number; body: unknown }> {
  const base = (readSetting('GITHUB_API_URL') ?? DEFAULT_GITHUB_API_URL).replace(/\/+$/, '')
  const response = await fetch(`${base}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json', 'User-Agent': 'enquiries-view', 'X-GitHub-Api-Version': '2022-11-28' },
    signal,
    redirect: 'error',
  })
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined)
    return { status: response.status, body: null }
  }
  return { status: 200, body: await response.json() }
}

/** May the sender of this request see and send the enquiries? */
export async function checkAccess(req: Request): Promise<Access> {
  if (isLocal()) return { ok: true, login: LOCAL_LOGIN }
  const token = bearerToken(req)
  if (token === '') return { ok: false, status: 401, why: 'no-token' }
  if (token === null) return { ok: false, status: 401, why: 'malformed' }
  const repo = readSetting('CMS_GITHUB_REPO')
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return { ok: false, status: 403, why: 'not-configured' }

  const key = createHash('sha256').update(`${repo}\n${token}`).digest('hex')
  const known = cache.get(key)
  if (known && known.until > Date.now()) return known.access

  const signal = AbortSignal.timeout(readPositiveInteger('GITHUB_TIMEOUT_MS', DEFAULT_GITHUB_TIMEOUT_MS))
  try {
    const [user, repository] = await Promise.all([askGitHub('/user', token, signal), askGitHub(`/repos/${repo}`, token, signal)])
    if (user.status === 401) return remember(key, { ok: false, status: 401, why: 'unknown-token' })
    // 404: GitHub hides a private repository from whoever may not see it.
    if (repository.status === 403 || repository.status === 404) return remember(key, { ok: false, status: 403, why: 'no-push' })
    if (user.status !== 200 || repository.status !== 200) return { ok: false, status: 403, why: 'unavailable' }
    const login = (user.body as { login?: unknown } | null)?.login
    const push = (repository.body as { permissions?: { push?: unknown } } | null)?.permissions?.push
    if (typeof login !== 'string' || !/^[A-Za-z0-9-]{1,39}$/.test(login)) return { ok: false, status: 403, why: 'unavailable' }
    return remember(key, push === true ? { ok: true, login } : { ok: false, status: 403, why: 'no-push' })
  } catch {
    return { ok: false, status: 403, why: 'unavailable' }
  }
}
