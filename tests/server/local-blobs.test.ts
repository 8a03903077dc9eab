// The local enquiry store (tooling/local-netlify/blobs.ts) lists every blob while others are being
// written. Netlify's local blobs server writes a blob as a hidden temporary file renamed into place,
// and its listing reads a folder and then looks at each entry: an entry gone in between ended the
// listing early, with no error. `npm run enquiries` then said "0 enquiries" while ten were kept
// (tests/e2e/enquiries.test.ts failed so in CI, the visitors' failed sends being recorded meanwhile).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore } from '@netlify/blobs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_SITE_ID, startLocalBlobs, type LocalBlobs } from '../../tooling/local-netlify/blobs'

const KEPT = 30

let directory: string
let blobs: LocalBlobs

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'local-blobs-'))
  blobs = await startLocalBlobs(directory)
})

afterAll(async () => {
  await blobs?.close()
  await rm(directory, { recursive: true, force: true })
})

const storeOf = (name: string) => {
  const { edgeURL, token } = JSON.parse(Buffer.from(blobs.context, 'base64').toString()) as { edgeURL: string; token: string }
  return getStore({ name, siteID: LOCAL_SITE_ID, token, edgeURL, uncachedEdgeURL: edgeURL, consistency: 'strong' })
}

const keysOf = async (store: ReturnType<typeof getStore>, prefix: string) => (await store.list({ prefix })).blobs.map((blob) => blob.key).sort()

describe('the local blobs store', () => {
  it(`lists all ${KEPT} kept blobs, and nothing else, however often they are written meanwhile`, async () => {
    const store = storeOf('listing-while-writing')
    const keys = Array.from({ length: KEPT }, (_, n) => `enquiry/${String(n).padStart(2, '0')}`)
    await Promise.all(keys.map((key) => store.setJSON(key, { attempts: 0 })))

    let writing = true
    const writes = (async () => {
      for (let round = 1; writing; round += 1) {
        await Promise.all(keys.map((key) => store.setJSON(key, { attempts: round })))
        // A blob written and deleted beside them, as a claim or a rate count is.
        await store.set(`enquiry-claim/${round}`, 'x')
        await store.delete(`enquiry-claim/${round}`)
      }
    })()
    const listings: string[][] = []
    try {
      for (let n = 0; n < 60; n += 1) listings.push(await keysOf(store, 'enquiry/'))
    } finally {
      writing = false
      await writes
    }
    const wrong = listings.filter((listed) => listed.join() !== keys.join())
    expect(wrong.map((listed) => `${listed.length} listed: ${listed.slice(0, 3).join(', ')}…`)).toEqual([])
  })

  it('lists stores and blobs by prefix as Netlify does', async () => {
    const store = storeOf('by-prefix')
    await store.set('a/1', 'one')
    await store.set('a/2', 'two')
    await store.set('b/1', 'three')
    expect(await keysOf(store, 'a/')).toEqual(['a/1', 'a/2'])
    expect(await keysOf(store, '')).toEqual(['a/1', 'a/2', 'b/1'])
    await store.delete('a/1')
    expect(await keysOf(store, 'a/')).toEqual(['a/2'])
  })
})
