// Where enquiries are kept until the agency has them: Netlify Blobs (the `enquiries` store), on
// Netlify as in production, and locally against Netlify's own blobs server, which
// tooling/local-netlify starts (NETLIFY_BLOBS_CONTEXT says where it is). Keys:
//   enquiry/<key>          the enquiry: its e-mail, state of delivery and acknowledgement; the key
//                          is the form, the browser's form id and the content (new-enquiry.ts)
//   file/<key>/<n>         its uploaded files, deleted once the e-mail carrying them is delivered
//   reference/<reference>  the key a reference belongs to (a reference is given once)
//   acknowledged/<hash>    when acknowledgements went to one address (a few an hour at most)
// Every change of state is a conditional write (onlyIfNew / onlyIfMatch the ETag read), so two
// invocations can never both think they won: that is what makes delivery happen once. Each write
// is checked (blob-client.ts): the store's answer, or the key read back, never the client's word.
import { createHash } from 'node:crypto'
import type { Store } from '@netlify/blobs'
import { guarded, openBlobClient, StorageUnavailableError, type BlobClient } from './blob-client'
import type { EmailRow } from './email-body'
import { readPositiveInteger } from './environment'
import type { MailAttachment } from './mail'
import { draftEnquiry, enquiryId, type NewEnquiry } from './new-enquiry'
import { newReference } from './reference'

export { StorageUnavailableError }
export type { NewEnquiry }
import type { Locale } from '../../forms/_shared/form-words'
import { normaliseAddress } from './address'

export const ENQUIRY_STORE_NAME = 'enquiries'
/** Each call to the store may take this long (STORAGE_TIMEOUT_MS); it is not retried by the client. */
export const DEFAULT_STORAGE_TIMEOUT_MS = 5000
export const storageTimeoutMs = () => readPositiveInteger('STORAGE_TIMEOUT_MS', DEFAULT_STORAGE_TIMEOUT_MS)

type DeliveryState = 'waiting' | 'sending' | 'delivered' | 'failed'
type AcknowledgementState = 'waiting' | 'sending' | 'sent' | 'skipped' | 'failed'

export interface StoredFile {
  key: string
  filename: string
  contentType: string
  size: number
}

export interface Enquiry {
  id: string
  reference: string
  form: string
  createdAt: string
  state: DeliveryState
  /** Attempts made to deliver the agency's e-mail. */
  attempts: number
  /** Not before this moment (back-off after a temporary failure). */
  nextAttemptAt: string
  /** While 'sending': the claim of the invocation sending it ends then. */
  claimedUntil?: string
  /** While 'sending': who holds the claim (a random id per attempt), so a claim read back is known as one's own. */
  claimedBy?: string
  /** The last failure, without personal data: an error code and the server's reply code. */
  lastError?: string
  deliveredAt?: string
  failedAt?: string
  /** When the e-mail was last reported as undelivered for over an hour. */
  mail: {
    subject: string
    replyTo?: { name?: string; email: string }
    html: string
    text: string
    messageId: string
    files: StoredFile[]
  }
  acknowledgement: {
    state: AcknowledgementState
    to?: string
    heading: string
    rows: EmailRow[]
    /** The language the visitor wrote in, which the acknowledgement is written in (English when absent). */
    locale?: Locale
    attempts: number
    nextAttemptAt?: string
    claimedUntil?: string
    sentAt?: string
    note?: string
  }
}

export interface Found {
  enquiry: Enquiry
  etag: string
}

const enquiryKey = (id: string) => `enquiry/${id}`
const fileKey = (id: string, n: number) => `file/${id}/${n}`
const referenceKey = (reference: string) => `reference/${reference}`
// The inbox, not its spelling (address.ts): a `+tag` or a dot must not open a new hourly allowance.
const acknowledgedKey = (address: string) => `acknowledged/${createHash('sha256').update(normaliseAddress(address)).digest('hex')}`

/**
 * The enquiry store, or StorageUnavailableError when this environment has none. A site id and
 * access token reach the deployed site's store from elsewhere (`npm run enquiries`).
 */
export function openEnquiryStore(site?: { siteID: string; token: string }): EnquiryStore {
  try {
    return new EnquiryStore(openBlobClient(ENQUIRY_STORE_NAME, storageTimeoutMs(), site))
  } catch (error) {
    throw new StorageUnavailableError(error)
  }
}

/** Keeping failed part-way: the enquiry as it was being kept (its reference, the files written). */
export class KeepingFailedError extends StorageUnavailableError {
  constructor(
    readonly enquiry: Enquiry,
    cause: StorageUnavailableError,
  ) {
    super(cause, { uncertain: cause.uncertain })
  }
}

export class EnquiryStore {
  constructor(readonly blobs: BlobClient) {}

  get store(): Store {
    return this.blobs.store
  }

  async find(id: string): Promise<Found | null> {
    return guarded(async () => {
      const found = await this.store.getWithMetadata(enquiryKey(id), { type: 'json' })
      return found ? { enquiry: found.data as Enquiry, etag: found.etag ?? '' } : null
    })
  }

  /**
   * Keeps a new enquiry with its files and its reference, claimed by this invocation (new-enquiry.ts).
   * When one with this key is kept already (a replay, a double click, Send pressed again), that one
   * is returned and nothing is written: `created` tells which. A failure after the reference was
   * chosen is a KeepingFailedError carrying the enquiry as far as it was kept.
   */
  async create(input: NewEnquiry, now = new Date()): Promise<Found & { created: boolean }> {
    const id = enquiryId(input)
    const existing = await this.find(id)
    if (existing) return { ...existing, created: false }
    let enquiry = draftEnquiry(input, id, [], now)
    try {
      enquiry = draftEnquiry(input, id, [], now, await this.reserveReference(enquiry))
      const files: StoredFile[] = []
      for (const [n, file] of input.files.entries()) {
        const key = fileKey(id, n)
        const bytes = file.content.buffer.slice(file.content.byteOffset, file.content.byteOffset + file.content.byteLength) as ArrayBuffer
        if (!(await this.blobs.write(key, bytes)).written) throw new StorageUnavailableError(`file ${n} was not kept`)
        files.push({ key, filename: file.filename, contentType: file.contentType, size: file.content.byteLength })
        enquiry = { ...enquiry, mail: { ...enquiry.mail, files: [...files] } }
      }
      const written = await this.insert(enquiry)
      if (written) return { enquiry, etag: written, created: true }
    } catch (error) {
      throw error instanceof StorageUnavailableError ? new KeepingFailedError(enquiry, error) : error
    }
    // Another request with the same key won the race: its enquiry is the one.
    const winner = await this.find(id)
    if (!winner) throw new Error('The enquiry vanished while being kept')
    return { ...winner, created: false }
  }

  /** The enquiry's own reference if free (or already its own), else a new one nobody holds. */
  private async reserveReference(enquiry: Enquiry): Promise<string> {
    let reference = enquiry.reference
    for (let tries = 0; tries < 6; tries += 1, reference = newReference()) {
      if ((await this.blobs.write(referenceKey(reference), enquiry.id, { onlyIfNew: true })).written) return reference
      // Kept by an earlier try of this very enquiry (whose own write then failed).
      if ((await guarded(() => this.store.get(referenceKey(reference), { type: 'text' }))) === enquiry.id) return reference
    }
    throw new Error('No free reference')
  }

  /** Writes an enquiry that is not kept yet; its ETag, or null when one with its key is. */
  async insert(enquiry: Enquiry): Promise<string | null> {
    const written = await this.blobs.write(enquiryKey(enquiry.id), JSON.stringify(enquiry), { onlyIfNew: true })
    return written.written ? written.etag : null
  }

  /** Makes sure the enquiry's reference points at it (an enquiry written without create). */
  async claimReference(enquiry: Enquiry): Promise<void> {
    await this.blobs.write(referenceKey(enquiry.reference), enquiry.id, { onlyIfNew: true })
  }

  /** Writes a new state only if nobody changed the enquiry since `etag`; the new ETag, or null. */
  async update(enquiry: Enquiry, etag: string): Promise<string | null> {
    return guarded(async () => {
      const written = await this.blobs.write(enquiryKey(enquiry.id), JSON.stringify(enquiry), { onlyIfMatch: etag })
      return written.written ? written.etag : null
    })
  }

  async readFiles(enquiry: Enquiry): Promise<MailAttachment[]> {
    return guarded(() =>
      Promise.all(
        enquiry.mail.files.map(async (file) => {
          const data = await this.store.get(file.key, { type: 'arrayBuffer' })
          if (!data) throw new Error(`File ${file.key} is missing`)
          return { filename: file.filename, contentType: file.contentType, content: Buffer.from(data) }
        }),
      ),
    )
  }

  async deleteFiles(enquiry: Enquiry): Promise<void> {
    await guarded(() => Promise.all(enquiry.mail.files.map((file) => this.store.delete(file.key))))
  }

  /** Removes an enquiry, its files and its reference. */
  async remove(enquiry: Enquiry): Promise<void> {
    await this.deleteFiles(enquiry)
    await guarded(async () => {
      await this.store.delete(referenceKey(enquiry.reference))
      await this.store.delete(enquiryKey(enquiry.id))
    })
  }

  async findByReference(reference: string): Promise<Found | null> {
    const id = await guarded(() => this.store.get(referenceKey(reference), { type: 'text' }))
    if (!id) return null
    const found = await this.find(id)
    return found && found.enquiry.reference === reference ? found : null
  }

  /** The form ids of every kept enquiry. */
  async ids(): Promise<string[]> {
    return guarded(async () => {
      const ids: string[] = []
      for await (const page of this.store.list({ prefix: 'enquiry/', paginate: true })) {
        for (const blob of page.blobs) ids.push(blob.key.slice('enquiry/'.length))
      }
      return ids
    })
  }

  /**
   * Counts an acknowledgement to `address` if fewer than `limit` went there in the last hour;
   * false when the limit is reached (the form cannot be used to flood someone's inbox).
   */
  async allowAcknowledgement(address: string, limit: number, now = Date.now()): Promise<boolean> {
    const key = acknowledgedKey(address)
    return guarded(async () => {
      for (let tries = 0; tries < 5; tries += 1) {
        const found = await this.store.getWithMetadata(key, { type: 'json' })
        const recent = ((found?.data as { sent?: number[] } | undefined)?.sent ?? []).filter((at) => now - at < 3_600_000)
        if (recent.length >= limit) return false
        const next = { sent: [...recent, now] }
        const written = await this.blobs.write(key, JSON.stringify(next), found ? { onlyIfMatch: found.etag ?? '' } : { onlyIfNew: true })
        if (written.written) return true
      }
      return false
    })
  }
}
