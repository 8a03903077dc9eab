// Uploads at and past their limits, for the three visa application functions: a body exactly at
// the 6 MB request limit and one byte over, a truncated base64 string, a PDF named .png, and a
// zip-bomb-like list of names. Mail goes to the dev outbox (a temp folder); nothing else is
// written anywhere in the project.
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { MAX_ADDITIONAL_DOCS, MAX_REQUEST_BYTES } from '../../forms/_shared/uploads'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { FUNCTION_ORIGIN, useFunctionTestEnv } from '../support/functions/index'
import { documents, notARealFile, upload } from '../support/functions/visa-applications'
import { UPLOAD_WORDS } from '../support/form-words'
import { fill } from '../../content/browser/fill'

const env = useFunctionTestEnv()
const VISA_FUNCTIONS = FORM_FUNCTIONS.filter((fn) => fn.maxBodyBytes === MAX_REQUEST_BYTES)

/** The files of the project (without node_modules, .git and the build) with their sizes and times. */
async function projectFiles(dir = process.cwd()): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (['node_modules', '.git', 'dist'].includes(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) for (const [file, info] of await projectFiles(full)) files.set(file, info)
    else {
      const info = await stat(full)
      files.set(full, `${info.size}:${info.mtimeMs}`)
    }
  }
  return files
}

function post(name: string, json: string): Request {
  const body = new TextEncoder().encode(json)
  return new Request(`${FUNCTION_ORIGIN}/.netlify/functions/${name}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  })
}

/** The valid body padded with an ignored field to exactly `bytes` bytes of JSON. */
function bodyOfSize(valid: Record<string, unknown>, bytes: number): string {
  const base = JSON.stringify({ ...valid, padding: '' })
  const json = JSON.stringify({ ...valid, padding: 'x'.repeat(bytes - Buffer.byteLength(base)) })
  expect(Buffer.byteLength(json)).toBe(bytes)
  return json
}

async function outboxMails(): Promise<string[]> {
  return (await readdir(env.outbox)).filter((file) => file.endsWith('.eml'))
}

describe.each(VISA_FUNCTIONS.map((fn) => [fn.name, fn] as const))('%s: uploads at their limits', (_name, fn) => {
  it('takes a body of exactly 6,000,000 bytes and refuses one byte more with 413, writing only to the outbox', async () => {
    const before = await projectFiles()
    const atLimit = await fn.handler(post(fn.name, bodyOfSize(fn.valid, MAX_REQUEST_BYTES)))
    expect(atLimit.status).toBe(200)
    expect(await outboxMails()).toHaveLength(1)

    const over = await fn.handler(post(fn.name, bodyOfSize(fn.valid, MAX_REQUEST_BYTES + 1)))
    expect(over.status).toBe(413)
    expect(((await over.json()) as { error: string }).error).toMatch(/^Your files are too large to send\./)
    expect(await outboxMails()).toHaveLength(1)
    expect(await projectFiles(), 'nothing written in the project').toEqual(before)
  })

  it.each([
    ['cut short (a whole base64 group missing)', (data: string) => data.slice(0, -4)],
    ['cut mid-group (length not a multiple of 4)', (data: string) => data.slice(0, -3)],
    ['cut to its first bytes', (data: string) => data.slice(0, 12)],
  ])('refuses a passport copy whose base64 is %s, naming the file', async (_how, cut) => {
    const passportCopy = { ...upload('passport.pdf', documents.pdf), data: cut(documents.pdf.toString('base64')) }
    const response = await fn.handler(post(fn.name, JSON.stringify({ ...fn.valid, passportCopy })))
    expect(response.status).toBe(400)
    const reply = (await response.json()) as { error: string; fields: Record<string, string> }
    const unreadable = fill(UPLOAD_WORDS.corrupt, { name: 'passport.pdf' })
    expect(reply.fields).toEqual({ passportCopy: unreadable })
    expect(reply.error).toContain(unreadable)
    expect(await outboxMails()).toEqual([])
  })

  it('refuses a PDF named .png as the photograph, by its content', async () => {
    const photograph = upload('photo.png', documents.pdf, 'image/png')
    const response = await fn.handler(post(fn.name, JSON.stringify({ ...fn.valid, photograph })))
    expect(response.status).toBe(400)
    const reply = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(Object.keys(reply.fields)).toEqual(['photograph'])
    expect(reply.error).toBe(notARealFile('photo.png', 'JPG', 'PNG'))
    expect(await outboxMails()).toEqual([])
  })

  it('refuses a zip-bomb-like list of 20,000 tiny documents at once, without decoding them', async () => {
    const tiny = upload('a.pdf', Buffer.from('%PDF-'))
    const additionalDocs = Array.from({ length: 20_000 }, (_, i) => ({ ...tiny, name: `../../${'nested/'.repeat(i % 7)}doc-${i}.pdf` }))
    const started = performance.now()
    const response = await fn.handler(post(fn.name, JSON.stringify({ ...fn.valid, additionalDocs })))
    expect(response.status).toBe(400)
    const reply = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(reply.fields.additionalDocs).toBe(fill(UPLOAD_WORDS.tooMany, { max: MAX_ADDITIONAL_DOCS }))
    expect(performance.now() - started).toBeLessThan(5000)
    expect(await outboxMails()).toEqual([])
  })

  it('sends documents with path-like, hidden or control-character names under safe attachment names', async () => {
    const names = ['../../../etc/passwd.pdf', '..\\..\\windows\\win.ini.pdf', '.htaccess.pdf', 'a\r\nBcc: x@evil.example.pdf', `${'ü'.repeat(240)}.pdf`]
    const additionalDocs = names.map((name) => upload(name, documents.pdf))
    const before = await projectFiles()
    const response = await fn.handler(post(fn.name, JSON.stringify({ ...fn.valid, additionalDocs })))
    expect(response.status).toBe(200)
    const [mail] = await outboxMails()
    const parsed = await simpleParser(await readFile(path.join(env.outbox, mail!)))
    const attached = parsed.attachments.map((a) => a.filename ?? '').filter((name) => name.startsWith('additional-'))
    expect(attached).toHaveLength(names.length)
    for (const name of attached) expect(name).toMatch(/^additional-\d(-[A-Za-z0-9._-]+)?\.pdf$/)
    expect(parsed.bcc).toBeUndefined()
    expect(await projectFiles(), 'nothing written in the project').toEqual(before)
  })
})
