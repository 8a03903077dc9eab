// Decompression bombs as uploads (issue 34): an 0.9 MB PDF that inflates to 900 MB and a 0.3 MB
// object stream of 300 MB (made here, tests/support/pdf-bombs.ts) are refused with a message
// naming the field, and nothing is sent. Both are real bombs: the check is shown to find them on
// the raw bytes, before PDF.js (which inflated the first to its end in 19 s and 1.5 GB). The times
// are printed, not asserted (machines are noisy); the memory is: the function bundled as Netlify
// runs it, in a plain Node process of its own, takes both bombs, and its peak resident memory
// (the process's whole life, Node and the loaded function included) stays under 200 MB; then a real
// application, whose peak (PDF.js and sharp loaded) is printed beside it.
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadMessages, type UploadField } from '../../forms/_shared/uploads'
import sendVisaApplication from '../../functions/send-visa-application-email'
import { MAX_PDF_DECODED_BYTES, pdfBeyondLimits } from '../../functions/_shared/pdf-limits'
import { flateBombPdf, objectStreamBombPdf } from '../support/pdf-bombs'
import { saudiVisaApplicant } from '../support/functions/form-bodies'
import { documents, upload } from '../support/functions/visa-applications'
import { postJson, readJson, useFunctionTestEnv } from '../support/functions/index'

const env = useFunctionTestEnv()
const FUNCTION = 'send-visa-application-email'
const MEGABYTE = 1 << 20
const MEMORY_LIMIT_MB = 200

const bombs = { flate: flateBombPdf(900), objectStream: objectStreamBombPdf(300) }

/** The application with the bomb in one file field. */
function applicationWith(field: UploadField, name: string, content: Buffer): Record<string, unknown> {
  const file = upload(name, content, 'application/pdf')
  return { ...saudiVisaApplicant, [field]: field === 'additionalDocs' ? [file] : file }
}

const report = (line: string) => process.stdout.write(`[pdf-bombs] ${line}\n`)

describe('the bombs themselves', () => {
  it('are small files that open into far more than the budget', async () => {
    expect(bombs.flate.length).toBeLessThan(MEGABYTE)
    expect(bombs.objectStream.length).toBeLessThan(MEGABYTE / 2)
    expect(await pdfBeyondLimits(bombs.flate, Number.POSITIVE_INFINITY)).toBe('decodedSize')
    expect(await pdfBeyondLimits(bombs.objectStream, Number.POSITIVE_INFINITY)).toBe('objects')
    // The same files, small enough to open, are real PDFs the check lets through.
    expect(await pdfBeyondLimits(flateBombPdf(1), Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(MAX_PDF_DECODED_BYTES).toBeLessThan(900 * MEGABYTE)
  })
})

describe.each([
  ['a flate bomb (900 MB) as the passport copy', 'passportCopy', 'passport.pdf', bombs.flate],
  ['an object-stream bomb (300 MB) as an additional document', 'additionalDocs', 'statement.pdf', bombs.objectStream],
] as const)('%s', (what, field, name, content) => {
  it('is refused with 400 naming the field, and nothing is kept or sent', async () => {
    const started = performance.now()
    const response = await sendVisaApplication(postJson(FUNCTION, applicationWith(field, name, content)))
    const ms = performance.now() - started
    expect(response.status).toBe(400)
    const reply = (await readJson(response)) as { error: string; fields: Record<string, string> }
    const message = uploadMessages.pdfTooLarge(field, name)
    expect(reply).toEqual({ error: message, fields: { [field]: message } })
    expect(message.toLowerCase()).toContain(field === 'passportCopy' ? 'passport' : 'additional')
    expect(await readdir(env.outbox)).toEqual([])
    expect(env.logs.join('\n')).toContain('"outcome":"invalid-file"')
    report(`${what}: ${(content.length / 1024).toFixed(0)} KB refused in ${ms.toFixed(0)} ms`)
  })
})

describe('memory', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pdf-bombs-'))
    // The bundle finds its packages (sharp's native module, PDF.js) as the deployed function does.
    await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it(`a plain Node process running the bundled function stays under ${MEMORY_LIMIT_MB} MB through both bombs, and still takes a real application`, async () => {
    const bundle = path.join(dir, 'function.mjs')
    await build({
      entryPoints: [`functions/${FUNCTION}.ts`],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile: bundle,
      logLevel: 'error',
    })
    const bodies = path.join(dir, 'bodies.json')
    await writeFile(
      bodies,
      JSON.stringify({
        flate: applicationWith('passportCopy', 'passport.pdf', bombs.flate),
        objectStream: applicationWith('additionalDocs', 'statement.pdf', bombs.objectStream),
        real: saudiVisaApplicant,
      }),
    )
    const probe = `
      import { readFileSync } from 'node:fs'
      for (const level of ['log', 'info', 'warn', 'error']) console[level] = () => {}
      const { default: handler } = await import(process.argv[1])
      const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8'))
      const mb = (bytes) => Math.round(bytes / 1048576)
      const out = { loadedMb: mb(process.memoryUsage().rss), answers: {} }
      for (const [label, body] of Object.entries(bodies)) {
        const started = performance.now()
        const request = new Request('http://localhost:8888/.netlify/functions/${FUNCTION}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        const response = await handler(request)
        out.answers[label] = { status: response.status, ms: Math.round(performance.now() - started), rssMb: mb(process.memoryUsage().rss), peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }
      }
      process.stdout.write(JSON.stringify(out))
    `
    const childEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      NETLIFY_DEV: 'true',
      OUTBOX_DIR: path.join(dir, 'outbox'),
      NETLIFY_BLOBS_CONTEXT: process.env.NETLIFY_BLOBS_CONTEXT,
    }
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', probe, bundle, bodies], { env: childEnv, maxBuffer: 1 << 20 })
    const result = JSON.parse(stdout) as { loadedMb: number; answers: Record<string, { status: number; ms: number; rssMb: number; peakMb: number }> }
    report(`bundled function: ${JSON.stringify(result)}`)
    expect(result.answers.real?.status).toBe(200)
    expect(result.answers.flate?.status).toBe(400)
    expect(result.answers.objectStream?.status).toBe(400)
    expect(result.answers.objectStream?.peakMb).toBeLessThan(MEMORY_LIMIT_MB)
  })
})

describe('work on the raw bytes is bounded too', () => {
  it('a file of 100,000 `>> stream` lines with no dictionary to close is refused, not scanned quadratically', async () => {
    const pdf = Buffer.from(`%PDF-1.7\n${'x'.repeat(70_000)}${'>>\nstream\n'.repeat(100_000)}`, 'latin1')
    expect(await pdfBeyondLimits(pdf, Number.POSITIVE_INFINITY)).toBe('structure')
  })

  it('the real documents pass', async () => {
    expect(await pdfBeyondLimits(documents.pdf, Number.POSITIVE_INFINITY)).toBeUndefined()
  })
})
