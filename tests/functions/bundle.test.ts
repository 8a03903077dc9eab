// The functions as Netlify ships them: functions/ bundled by Netlify's own bundler
// (@netlify/zip-it-and-ship-it, the version that runs on Node 20) into a temporary folder, once
// for this file. Netlify reads each function's `config` from its source text when bundling, and
// only an object literal there becomes a traffic rule in the manifest: an imported constant
// bundles fine but leaves the function without its rate limit in production.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { zipFunctions, type Manifest } from '@netlify/zip-it-and-ship-it'
import { parse } from 'smol-toml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_SECURITY_HEADERS } from '../../functions/_shared/security-headers.generated'
import { saudiVisaApplicant } from '../support/functions/form-bodies'
import { pngHeadedSvg } from '../support/made-documents'
import { notARealFile, upload } from '../support/functions/visa-applications'
import { FUNCTION_SETTINGS } from '../support/settings'

const root = process.cwd()
const functionsDir = join(root, 'functions')

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}
interface BundledFunction {
  config?: { rateLimit?: { windowLimit: number; windowSize: number; aggregateBy?: string | string[] } }
  get: Answer
  emptyObject: Answer
  posted: Record<string, Answer>
}

// Runs in a plain Node process, as on Netlify (no Vite, no tsx): imports each bundled module and
// asks it a GET and a POST of `{}`, and posts the bodies of argv[2]'s file to the functions
// named there (the uploads are decoded by sharp's native module and PDF.js, which must come
// along in the bundle). What the functions print through the console is collected apart from the
// answers, and what reaches stderr otherwise (a native library's warning) is kept too.
const probe = `
import { readFileSync } from 'node:fs'
const printed = []
for (const level of ['log', 'info', 'warn', 'error', 'debug']) console[level] = (...args) => printed.push(args.map(String).join(' '))
const answer = async (res) => ({ status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() })
const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const out = {}
for (const [name, file] of Object.entries(JSON.parse(process.argv[1]))) {
  const mod = await import(file)
  const url = 'https://www.example.test/.netlify/functions/' + name
  const post = (body) => mod.default(new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }), {})
  out[name] = {
    config: mod.config,
    get: await answer(await mod.default(new Request(url), {})),
    emptyObject: await answer(await post('{}')),
    posted: {},
  }
  for (const [label, body] of Object.entries(bodies[name] ?? {})) out[name].posted[label] = await answer(await post(JSON.stringify(body)))
}
process.stdout.write(JSON.stringify({ functions: out, printed }))
`

/** Visa applications posted to the bundled function: real documents, and a PNG that is SVG inside. */
const UPLOAD_BODIES = {
  'send-visa-application-email': {
    realDocuments: saudiVisaApplicant,
    svgAsPng: { ...saudiVisaApplicant, photograph: upload('photo.png', pngHeadedSvg(), 'image/png') },
  },
}

let dest: string
let manifest: Manifest
let bundled: Record<string, BundledFunction>
let sourceNames: string[]
let probeStderr: string
let printed: string[]

beforeAll(async () => {
  dest = await mkdtemp(join(tmpdir(), 'netlify-functions-'))
  // netlify.toml's [functions] settings, as Netlify's build passes them to the bundler.
  const toml = parse(await readFile(join(root, 'netlify.toml'), 'utf8')) as { functions?: { node_bundler?: string } }
  const results = await zipFunctions(functionsDir, dest, {
    archiveFormat: 'none',
    basePath: root,
    repositoryRoot: root,
    config: { '*': { nodeBundler: toml.functions?.node_bundler as 'esbuild' | undefined } },
    manifest: join(dest, 'manifest.json'),
  })
  manifest = JSON.parse(await readFile(join(dest, 'manifest.json'), 'utf8')) as Manifest
  sourceNames = (await readdir(functionsDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(ts|mts|js|mjs)$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => entry.name.replace(/\.[^.]+$/, ''))
    .sort()

  const files = Object.fromEntries(results.map((result) => [result.name, pathToFileURL(join(result.path, 'functions', `${result.name}.mjs`)).href]))
  const cleared = Object.fromEntries(FUNCTION_SETTINGS.map((key) => [key, undefined]))
  const env: NodeJS.ProcessEnv = { ...process.env, ...cleared, NODE_ENV: 'test', NETLIFY_DEV: 'true', OUTBOX_DIR: join(dest, 'outbox') }
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key]
  const bodiesFile = join(dest, 'bodies.json')
  await writeFile(bodiesFile, JSON.stringify(UPLOAD_BODIES))
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', probe, JSON.stringify(files), bodiesFile], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  })
  const probed = JSON.parse(stdout) as { functions: Record<string, BundledFunction>; printed: string[] }
  bundled = probed.functions
  printed = probed.printed
  probeStderr = stderr
}, 240_000)

afterAll(async () => {
  if (dest) await rm(dest, { recursive: true, force: true })
})

// Scheduled functions run on Netlify's clock and cannot be called from outside; every other
// function is an endpoint the forms post to.
const isScheduled = (fn: { schedule?: string }) => Boolean(fn.schedule)

describe('functions as Netlify bundles them', () => {
  const scheduled = () => manifest.functions.filter(isScheduled)
  const endpoints = () => manifest.functions.filter((fn) => !isScheduled(fn))
  it('bundles every function in functions/', () => {
    expect(manifest.functions.map((fn) => fn.name).sort()).toEqual(sourceNames)
    expect(sourceNames.length).toBeGreaterThan(0)
  })

  it('gives the scheduled functions their schedules, which Netlify runs without any request: the enquiries every five minutes, the rebuild daily', () => {
    expect(
      scheduled()
        .map((fn) => [fn.name, fn.schedule])
        .sort(),
    ).toEqual([
      ['deliver-enquiries', '*/5 * * * *'],
      ['scheduled-rebuild', '0 4 * * *'],
    ])
  })

  it("gives every function that answers requests its rate limit in the manifest (Netlify's traffic rules)", () => {
    const missing = endpoints()
      .filter((fn) => !fn.trafficRules)
      .map((fn) => fn.name)
    expect(missing, 'functions with no traffic rule: write `export const config = { rateLimit: {…} }` as an object literal in the function file').toEqual([])
    for (const fn of endpoints()) {
      const { rateLimit } = bundled[fn.name]!.config ?? {}
      expect(rateLimit, `${fn.name} exports config.rateLimit`).toBeDefined()
      const action = fn.trafficRules!.action
      expect(action.type, fn.name).toBe('rate_limit')
      // What the local server enforces (the module's config) is what Netlify enforces.
      expect(action.config.rateLimitConfig, fn.name).toMatchObject({ windowLimit: rateLimit!.windowLimit, windowSize: rateLimit!.windowSize })
      const keys = action.config.aggregate.keys.map((key) => key.type).sort()
      expect(keys, `${fn.name} is limited per visitor`).toEqual(['domain', 'ip'])
    }
  })

  // The editor's Enquiries page reads with GET (functions/enquiries.ts): every other endpoint is a form's.
  const STAFF_ONLY = 'enquiries'
  it('answers 405 to GET and 400 to an empty object, with the security headers', () => {
    for (const { name } of endpoints().filter((fn) => fn.name !== STAFF_ONLY)) {
      const { get, emptyObject } = bundled[name]!
      expect(get.status, `${name} GET`).toBe(405)
      expect(get.headers.allow, `${name} GET`).toBe('POST')
      expect(emptyObject.status, `${name} {}`).toBe(400)
      expect(JSON.parse(emptyObject.body), `${name} {}`).toHaveProperty('error')
      for (const answer of [get, emptyObject]) {
        for (const [header, value] of Object.entries(SITE_SECURITY_HEADERS)) expect(answer.headers[header.toLowerCase()], `${name} ${header}`).toBe(value)
      }
    }
  })

  it("answers the Enquiries page's GET and refuses a POST that names no origin, with the security headers and noindex", () => {
    const { get, emptyObject } = bundled[STAFF_ONLY]!
    // Local (NETLIFY_DEV) it is open, and the probe gives it no store: 503, never a crash.
    expect(get.status).toBe(503)
    expect(emptyObject.status).toBe(403)
    for (const answer of [get, emptyObject]) {
      expect(answer.headers['x-robots-tag']).toMatch(/noindex/)
      for (const [header, value] of Object.entries(SITE_SECURITY_HEADERS)) expect(answer.headers[header.toLowerCase()], header).toBe(value)
    }
  })

  it('decodes uploads in the bundle: real documents are sent, a PNG that is SVG inside is refused, nothing is printed', () => {
    const { realDocuments, svgAsPng } = bundled['send-visa-application-email']!.posted
    expect(realDocuments!.status, realDocuments!.body).toBe(200)
    expect(svgAsPng!.status).toBe(400)
    expect(JSON.parse(svgAsPng!.body)).toMatchObject({ fields: { photograph: notARealFile('photo.png', 'JPG', 'PNG') } })
    // Only the functions' own log lines (JSON naming the form or function): PDF.js warns when its optional
    // drawing module is missing, as in the bundle, and libvips writes its warnings to stderr.
    expect(printed.filter((line) => !/^\{"(form|function)":"[a-z-]+"/.test(line))).toEqual([])
    expect(printed.some((line) => line.includes('"outcome":"sent"'))).toBe(true)
    expect(probeStderr).toBe('')
  })
})
