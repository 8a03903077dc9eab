// Netlify Blobs calls with our own deadline and every write checked. The client of
// @netlify/blobs tries a failed call five more times, 5 s apart (25 s in which a visitor waits
// or a late write lands after we gave up), and on a conditional write (onlyIfNew, onlyIfMatch)
// it reports every answer but 412 as written, a 500 included. So the client is given a fetch of
// ours: each call has STORAGE_TIMEOUT_MS, and a failed one (no answer, a dropped connection, a
// 5xx or 429) is answered to the client as NO_ANSWER, which it neither retries nor takes for a
// success on reads. A write counts only on the store's 200; anything else is read back: the write
// landed when the key holds what we wrote (its ETag is then the one read), and when that cannot be
// told the error says so (`uncertain`), for the caller to act on both possibilities.
import { getStore, type Store } from '@netlify/blobs'

/** What the client is told when the store did not answer usefully: no retry, no success (nginx's "client closed request"). */
const NO_ANSWER = 499

export class StorageUnavailableError extends Error {
  /** True when a write may have landed or may yet land (no answer to it, nor to reading it back). */
  readonly uncertain: boolean
  constructor(cause: unknown, { uncertain = false } = {}) {
    super('The enquiry store cannot be reached', { cause })
    this.name = 'StorageUnavailableError'
    this.uncertain = uncertain
  }
}

/** Runs a store call; any failure of the store itself becomes StorageUnavailableError. */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw error instanceof StorageUnavailableError ? error : new StorageUnavailableError(error)
  }
}

type WriteCondition = { onlyIfNew: true } | { onlyIfMatch: string }
/** A conditional write refused (412, or the key holds something else) is `written: false`. */
type WriteOutcome = { written: true; etag: string } | { written: false }

const sameBytes = (a: string | ArrayBuffer, b: ArrayBuffer) => Buffer.from(typeof a === 'string' ? Buffer.from(a) : new Uint8Array(a)).equals(Buffer.from(b))

export class BlobClient {
  constructor(
    private readonly open: (fetch: typeof globalThis.fetch) => Store,
    private readonly timeoutMs: number,
  ) {}

  /** A store for reads, listings and deletes: failures throw at once. */
  get store(): Store {
    return this.open(this.fetcher())
  }

  /**
   * Writes `body` under `key` (on `condition`) and says whether it is kept, as the store's answer
   * or, without a clear one, the key read back shows. Throws StorageUnavailableError otherwise.
   */
  async write(key: string, body: string | ArrayBuffer, condition?: WriteCondition): Promise<WriteOutcome> {
    let status = 0
    const store = this.open(this.fetcher((answered) => (status = answered)))
    let etag = ''
    try {
      etag = (await store.set(key, body, condition ?? {})).etag ?? ''
    } catch {
      // An unconditional write not answered 200: read back below.
    }
    if (status === 412) return { written: false }
    if (status === 200) return { written: true, etag }
    const back = await this.readBack(key)
    if (back && sameBytes(body, back.data)) return { written: true, etag: back.etag }
    // Another value is kept: our condition failed (or someone wrote after us).
    if (back && condition) return { written: false }
    // Nothing there yet, after a write nobody answered: it may still land.
    throw new StorageUnavailableError(`write of ${key.split('/')[0]} answered ${status || 'nothing'}`, { uncertain: status === 0 || status >= 500 })
  }

  private async readBack(key: string): Promise<{ data: ArrayBuffer; etag: string } | null> {
    try {
      const found = await this.store.getWithMetadata(key, { type: 'arrayBuffer' })
      return found ? { data: found.data, etag: found.etag ?? '' } : null
    } catch (error) {
      throw new StorageUnavailableError(error, { uncertain: true })
    }
  }

  /** fetch with the deadline and without the client's retries; `answered` hears each status (0: none). */
  private fetcher(answered?: (status: number) => void): typeof globalThis.fetch {
    const timeoutMs = this.timeoutMs
    return async (input, init) => {
      try {
        const response = await fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })
        answered?.(response.status)
        if (response.status < 500 && response.status !== 429) return response
        await response.body?.cancel()
      } catch {
        answered?.(0)
      }
      return new Response(null, { status: NO_ANSWER })
    }
  }
}

/** The named store of this site (or of `site`, from elsewhere) with our deadline. */
export function openBlobClient(name: string, timeoutMs: number, site?: { siteID: string; token: string }): BlobClient {
  // Fails at once when this environment has no store, rather than at the first call.
  getStore(name, { consistency: 'strong', ...site })
  return new BlobClient((fetch) => getStore(name, { consistency: 'strong', fetch, ...site }), timeoutMs)
}
