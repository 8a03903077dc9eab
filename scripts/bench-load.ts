// The enquiry function under load (`npm run bench` runs it first; alone: `npm run bench:load`):
// valid contact-form enquiries through the local Netlify server (scripts/serve.ts in its own process, with the
// function's rate limit as Netlify applies it) to a real SMTP server on 127.0.0.1, in three runs:
// 200 requests 50 at a time, 200 at once, and 200 at once with the SMTP server taking 200 ms per
// message. Each run must deliver exactly one e-mail per request, none lost or duplicated. Since
// issue 20 the reply comes once the enquiry is kept (Netlify's local blobs server, in a temporary
// folder), so two figures are reported: the stored-reply latency the visitor waits, and the
// delivery throughput (e-mails per second until the last one reached the SMTP server).
//
// Netlify keys the rate limit by client address (and domain), and so does the local server, by
// the connection's remote address (x-nf-client-connection-ip / X-Forwarded-For sent by a client
// are not trusted). So each simulated visitor connects from its own loopback address
// (127.0.<run>.<n>; all of 127.0.0.0/8 is loopback on Linux) and gets its own limit, and one
// visitor sending 11 enquiries in a minute is shown to get 429 for the 11th.
//
// The figures go to the console and into docs/performance.md between the load-bench markers.
// BENCH_CPU_PROFILE=<folder> writes a V8 CPU profile of the server process there (open it in
// Chrome's DevTools, Performance panel).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { Agent, request } from 'node:http'
import { cpus, loadavg, totalmem } from 'node:os'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HOME_SUBJECT } from '../forms/contact.js'
import { DEV_CAPTCHA_TOKEN } from '../forms/_shared/messages.js'
import { HOME_PACKAGE_CHOICES } from '../forms/home-packages.generated.js'
import { Worker } from 'node:worker_threads'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const doc = join(projectRoot, 'docs/performance.md')
const START = '<!-- load-bench:start -->'
const END = '<!-- load-bench:end -->'
const PATH = '/.netlify/functions/send-contact-email'
const REQUEST_TIMEOUT_MS = 30_000

/**
 * The SMTP server (smtp-server, on 127.0.0.1) runs in a worker thread, so receiving mail does not
 * take the function's thread; it records the enquiry id of each message it accepts and can be
 * slowed down per message.
 */
const SINK = `
const { SMTPServer } = require('smtp-server')
const { parentPort } = require('node:worker_threads')
let delay = 0
const server = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, disableReverseLookup: true,
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk) => { raw += chunk.toString('latin1') })
    stream.on('end', () => setTimeout(() => {
      // The visitors' acknowledgements are counted apart from the agency's e-mails.
      const acknowledgement = /^Auto-Submitted: auto-replied/im.test(raw)
      const match = /Load test enquiry (r[0-9]+-[0-9]+)/.exec(raw)
      parentPort.postMessage({ type: acknowledgement ? 'acknowledgement' : 'mail', id: match ? match[1] : '?' })
      callback()
    }, delay))
  },
})
parentPort.on('message', (message) => {
  if (message.type === 'delay') delay = message.ms
  if (message.type === 'close') server.close(() => parentPort.close())
})
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ type: 'ready', port: server.server.address().port }))
`

interface MailSink {
  url: string
  /** The enquiry ids of the messages accepted so far, in order. */
  ids: string[]
  setDelay(ms: number): void
  close(): Promise<void>
}

async function startMailSink(): Promise<MailSink> {
  const worker = new Worker(SINK, { eval: true })
  const ids: string[] = []
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject)
    worker.on('message', (message: { type: string; port?: number; id?: string }) => {
      if (message.type === 'ready') resolve(message.port!)
      if (message.type === 'mail') ids.push(message.id!)
    })
  })
  return {
    url: `smtp://127.0.0.1:${port}`,
    ids,
    setDelay: (ms) => worker.postMessage({ type: 'delay', ms }),
    close: async () => {
      worker.postMessage({ type: 'close' })
      await new Promise((resolve) => setTimeout(resolve, 200))
      await worker.terminate()
    },
  }
}

interface Reply {
  status: number
  ms: number
  body: string
}

/** One POST from the given source address. */
function post(base: URL, agent: Agent, body: string): Promise<Reply> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: PATH,
        method: 'POST',
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)))
    req.on('error', reject)
    req.end(body)
  })
}

function enquiry(id: string): string {
  return JSON.stringify({
    name: `Bench Visitor ${id}`,
    phone: '07700 900123',
    // Each visitor their own address: acknowledgements are limited per address.
    email: `bench-${id}@example.org`,
    subject: HOME_SUBJECT,
    travelMonth: HOME_PACKAGE_CHOICES[0]?.value ?? '',
    message: `Load test enquiry ${id}`,
    recaptchaToken: DEV_CAPTCHA_TOKEN,
  })
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

interface RunResult {
  name: string
  requests: number
  concurrency: number
  ok: number
  seconds: number
  perSecond: number
  p50: number
  p99: number
  max: number
  delivered: number
  duplicates: number
  missing: number
  /** From the first request until the last e-mail arrived. */
  deliverySeconds: number
}

/** `total` visitors, each from its own address, `concurrency` requests in flight at a time. */
async function run(name: string, base: URL, smtp: MailSink, block: number, total: number, concurrency: number): Promise<RunResult> {
  const firstMessage = smtp.ids.length
  const ids = Array.from({ length: total }, (_, i) => `r${block}-${i + 1}`)
  const agents = ids.map((_, i) => new Agent({ keepAlive: false, localAddress: `127.0.${block}.${i + 1}` }))
  const replies: Reply[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++
        replies.push(await post(base, agents[i]!, enquiry(ids[i]!)))
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  for (const agent of agents) agent.destroy()

  // The e-mails follow the replies; wait for them (and a moment more, for any duplicate).
  const deadline = Date.now() + 120_000
  while (smtp.ids.length - firstMessage < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  const deliverySeconds = (performance.now() - started) / 1000
  await new Promise((resolve) => setTimeout(resolve, 500))
  const received = smtp.ids.slice(firstMessage)
  const counts = new Map<string, number>()
  for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1)

  const times = replies.map((reply) => reply.ms).sort((a, b) => a - b)
  const failures = replies.filter((reply) => reply.status !== 200)
  for (const failure of failures.slice(0, 3)) console.error(`  ${name}: ${failure.status} ${failure.body}`)
  return {
    name,
    requests: total,
    concurrency,
    ok: replies.length - failures.length,
    seconds,
    perSecond: total / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1]!,
    delivered: counts.size,
    duplicates: [...counts.values()].filter((count) => count > 1).length,
    missing: ids.filter((id) => !counts.has(id)).length,
    deliverySeconds,
  }
}

/** One visitor, eleven enquiries: the local server limits the contact function to 10 a minute per client. */
async function rateLimitCheck(base: URL): Promise<number[]> {
  const agent = new Agent({ localAddress: '127.0.9.9' })
  const statuses: number[] = []
  for (let i = 0; i < 11; i += 1) statuses.push((await post(base, agent, '{}')).status)
  agent.destroy()
  return statuses
}

function table(results: readonly RunResult[]): string {
  const ms = (value: number) => `${Math.round(value)} ms`
  return [
    '| Run | Requests | In flight | 200 OK | req/s | stored reply p50 | p99 | Slowest | E-mails | all delivered after | e-mails/s | Lost | Duplicated |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.concurrency} | ${r.ok} | ${Math.round(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.delivered} | ${r.deliverySeconds.toFixed(1)} s | ${Math.round(r.delivered / r.deliverySeconds)} | ${r.missing} | ${r.duplicates} |`,
    ),
  ].join('\n')
}

function writeDoc(results: readonly RunResult[], limited: readonly number[]): void {
  const cores = cpus()
  const machine = `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`
  const section = [
    START,
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}: the local server`,
    '(`scripts/serve.ts` in its own process, as `npm start` runs it), the load generator and the SMTP server',
    '(a worker thread of the generator) sharing that one machine;',
    `its load average (other work on it included) was ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} at the end of the runs.`,
    '',
    table(results),
    '',
    `Rate limit check, one visitor sending 11 enquiries within a minute: ${limited.join(', ')}.`,
    END,
  ].join('\n')
  const text = readFileSync(doc, 'utf8')
  const heading = '## Form functions under load'
  const intro = [
    heading,
    '',
    '`npm run bench` (first) or `npm run bench:load` sends valid contact-form enquiries through the local',
    'Netlify server (`scripts/serve.ts`) to a real SMTP server on 127.0.0.1 (`scripts/bench-load.ts`).',
    "Each simulated visitor connects from its own loopback address, so the function's rate limit",
    "(10 a minute per client and domain, keyed by the connection's address as on Netlify) applies",
    'to each visitor separately. Every run must deliver exactly one e-mail per request. Target:',
    '≥ 200 req/s and p99 ≤ 250 ms at 50 in flight on 2 cores.',
    '',
  ].join('\n')
  const updated =
    text.includes(START) && text.includes(END) ? text.replace(new RegExp(`${START}[\\s\\S]*${END}`), section) : `${text.trimEnd()}\n\n${intro}\n${section}\n`
  writeFileSync(doc, updated)
}

/**
 * The server as `npm start` runs it (scripts/serve.ts), in a process of its own as on a real
 * machine: the load generator in this process does not take the server's event loop.
 */
async function startServerProcess(env: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const settings = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(RECAPTCHA_|SMTP_|MAIL_|CONTEXT$|NETLIFY$|OUTBOX_DIR$)/.test(key)))
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
      '--import',
      'tsx',
      join(projectRoot, 'scripts/serve.ts'),
    ],
    {
      cwd: projectRoot,
      env: { ...settings, ...env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`scripts/serve.ts did not start within 30 s:\n${output}`)), 30_000)
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Site:\s+http:\/\/localhost:(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(`http://127.0.0.1:${match[1]}`)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`scripts/serve.ts exited with ${code}:\n${output}`))
    })
  })
  return {
    url,
    close: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function main(): Promise<void> {
  const smtp = await startMailSink()
  const blobsDir = mkdtempSync(join(tmpdir(), 'bench-blobs-'))
  const server = await startServerProcess({ SMTP_URL: smtp.url, MAIL_TO: 'bench@agency.example', NODE_ENV: 'development', BLOBS_DIR: blobsDir })
  const base = new URL(server.url)
  const results: RunResult[] = []
  try {
    // A first round loads and compiles the function and lets the JIT settle, so the runs measure
    // the server warm, as it is after its first few minutes (its figures are not reported).
    await run('warm-up', base, smtp, 8, 200, 50)
    results.push(await run('200 enquiries, 50 at a time', base, smtp, 1, 200, 50))
    results.push(await run('200 at once', base, smtp, 2, 200, 200))
    smtp.setDelay(200)
    results.push(await run('200 at once, SMTP 200 ms a message', base, smtp, 3, 200, 200))
    smtp.setDelay(0)
    const limited = await rateLimitCheck(base)

    console.log(`\nContact enquiries through the local server to SMTP on 127.0.0.1\n\n${table(results)}\n`)
    console.log(`Rate limit, one visitor, 11 enquiries: ${limited.join(', ')}`)
    if (existsSync(doc)) {
      writeDoc(results, limited)
      console.log(`Written to ${doc}`)
    }
    const wrong = results.filter((r) => r.ok !== r.requests || r.delivered !== r.requests || r.missing > 0 || r.duplicates > 0)
    if (wrong.length > 0 || limited[10] !== 429 || limited.slice(0, 10).some((status) => status === 429)) {
      console.error('Load bench failed: not every enquiry was answered and delivered exactly once, or the rate limit is not per client.')
      process.exitCode = 1
    }
  } finally {
    await server.close()
    await smtp.close()
    rmSync(blobsDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
