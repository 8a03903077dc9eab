// Where enquiries are kept until the agency has them: Netlify Blobs (the `enquiries` store), on
// Netlify as in production, and locally against Netlify's own blobs server, which
// tooling/local-netlify starts (NETLIFY_BLOBS_CONTEXT says where it is). Keys:
//   enquiry/<form id>      the enquiry: its e-mail, state of delivery and acknowledgement
//   file/<form id>/<n>     its uploaded files, deleted once the e-mail carrying them is delivered
//   reference/<reference>  the form id a reference belongs to (a reference is given once)
//   acknowledged/<hash>    when acknowledgements went to one address (a few an hour at most)
// Every change of state is a conditional write (onlyIfNew / onlyIfMatch the ETag read), so two
// invocations can never both think they won: that is what makes delivery happen once.
import { createHash } from 'node:crypto'
import { getStore, type Store } from '@netlify/blobs'
import type { EmailRow } from './email-body'
import { readPositiveInteger } from './environment'
import type { MailAttachment } from './mail'
import { newReference } from './reference'
import type { Locale } from '../../forms/_shared/form-words'
import { normaliseAddress } from './address'

export const ENQUIRY_STORE_NAME = 'enquiries'
export const DEFAULT_STORAGE_TIMEOUT_MS = 5000

export type DeliveryState = 'waiting' | 'sending' | 'delivered' | 'failed'
export type AcknowledgementState = 'waiting' | 'sending' | 'sent' | 'skipped' | 'failed'

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

export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The enquiry store cannot be reached', { cause })
    this.name = 'StorageUnavailableError'
  }
}

const enquiryKey = (id: string) => `enquiry/${id}`
const fileKey = (id: string, n: number) => `file/${id}/${n}`
const referenceKey = (reference: string) => `reference/${reference}`
// The inbox, not its spelling (address.ts): a `+tag` or a dot must not open a new hourly allowance.
const acknowledgedKey = (address: string) => `acknowledged/${createHash('sha256').update(normaliseAddress(address)).digest('hex')}`

/** fetch with a time limit, so a store that does not answer fails like one that is down. */
function timedFetch(timeoutMs: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) })
}

/**
 * The enquiry store, or StorageUnavailableError when this environment has none. A site id and
 * access token reach the deployed site's store from elsewhere (`npm run enquiries`).
 */
export function openEnquiryStore(site?: { siteID: string; token: string }): EnquiryStore {
  try {
    const timeout = readPositiveInteger('STORAGE_TIMEOUT_MS', DEFAULT_STORAGE_TIMEOUT_MS)
    return new EnquiryStore(getStore(ENQUIRY_STORE_NAME, { consistency: 'strong', fetch: timedFetch(timeout), ...site }))
  } catch (error) {
    throw new StorageUnavailableError(error)
  }
}

/** Runs a store call; any failure of the store itself becomes StorageUnavailableError. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw error instanceof StorageUnavailableError ? error : new StorageUnavailableError(error)
  }
}

export interface NewEnquiry {
  id: string
  form: string
  mail: Omit<Enquiry['mail'], 'files' | 'messageId'>
  files: readonly MailAttachment[]
  acknowledgement: Pick<Enquiry['acknowledgement'], 'to' | 'heading' | 'rows' | 'locale'>
  messageDomain: string
}

export class EnquiryStore {
  constructor(readonly store: Store) {}

  async find(id: string): Promise<Found | null> {
    return guarded(async () => {
      const found = await this.store.getWithMetadata(enquiryKey(id), { type: 'json' })
      return found ? { enquiry: found.data as Enquiry, etag: found.etag ?? '' } : null
    })
  }

  /**
   * Keeps a new enquiry with its files and a reference of its own. When one with this form id
   * is kept already (a replay, a double click, Send pressed again), that one is returned and
   * nothing is written: `created` tells which.
   */
  async create(input: NewEnquiry, now = new Date()): Promise<{ enquiry: Enquiry; created: boolean }> {
    return guarded(async () => {
      const existing = await this.find(input.id)
      if (existing) return { enquiry: existing.enquiry, created: false }

      let reference = newReference()
      for (let tries = 0; !(await this.store.set(referenceKey(reference), input.id, { onlyIfNew: true })).modified; tries += 1) {
        if (tries > 5) throw new Error('No free reference')
        reference = newReference()
      }
      const files: StoredFile[] = []
      for (const [n, file] of input.files.entries()) {
        const key = fileKey(input.id, n)
        const bytes = file.content.buffer.slice(file.content.byteOffset, file.content.byteOffset + file.content.byteLength) as ArrayBuffer
        await this.store.set(key, bytes)
        files.push({ key, filename: file.filename, contentType: file.contentType, size: file.content.byteLength })
      }
      const at = now.toISOString()
      const enquiry: Enquiry = {
        id: input.id,
        reference,
        form: input.form,
        createdAt: at,
        state: 'waiting',
        attempts: 0,
        nextAttemptAt: at,
        mail: {
          ...input.mail,
          subject: `${input.mail.subject} [${reference}]`,
          files,
          messageId: `<${reference.toLowerCase()}.${input.id.slice(0, 8).toLowerCase()}@${input.messageDomain}>`,
        },
        acknowledgement: { ...input.acknowledgement, state: input.acknowledgement.to ? 'waiting' : 'skipped', attempts: 0 },
      }
      const written = await this.store.setJSON(enquiryKey(input.id), enquiry, { onlyIfNew: true })
      if (written.modified) return { enquiry, created: true }
      // Another request with the same form id won the race: its enquiry is the one.
      const winner = await this.find(input.id)
      if (!winner) throw new Error('The enquiry vanished while being kept')
      return { enquiry: winner.enquiry, created: false }
    })
  }

  /** Writes a new state only if nobody changed the enquiry since `etag`; the new ETag, or null. */
  async update(enquiry: Enquiry, etag: string): Promise<string | null> {
    return guarded(async () => {
      const written = await this.store.setJSON(enquiryKey(enquiry.id), enquiry, { onlyIfMatch: etag })
      return written.modified ? (written.etag ?? '') : null
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
        const written = found
          ? await this.store.setJSON(key, next, { onlyIfMatch: found.etag ?? '' })
          : await this.store.setJSON(key, next, { onlyIfNew: true })
        if (written.modified) return true
      }
      return false
    })
  }
}
