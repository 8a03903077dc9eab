// Lighthouse (mobile, simulated throttling) against the built site served locally, one route at a
// time, in Debian Chromium launched with the test suite's flags. Used by `npm run bench`.
//
// A figure measured on one machine at one moment says little about another: total blocking time
// and the performance score move with the machine's load far more than with the page. So each
// round measures the anchor first, a page with no islands (ANCHOR_ROUTE), then every route; three
// rounds; each route is reported as its median beside the anchor's median from the same rounds.
//
// The site is served over HTTPS with HTTP/2, as Netlify's CDN serves it (tooling/tls-certificate.ts,
// a throwaway certificate Chromium is told to accept). Lighthouse's simulation models each
// protocol as it is: over HTTP/1.1 every file that has come before the page's largest paint is
// seen (the icon sprite, the logo, the shell script) waits for a connection of its own, with its
// own simulated handshake, which costs the page's LCP about 0.3 s that a visitor on Netlify never
// waits; over HTTP/2 they share the document's connection. `--http1` measures the old way.
//
// Lighthouse's CPU slowdown is relative to the host: its 4× default takes a high-end desktop to
// the mid-tier phone it scores for. Each run reports the host's speed as Lighthouse measured it
// (`benchmarkIndex`); `--calibrate` sets the slowdown from it each round (calibratedSlowdown).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS } from '../tests/support/browser/chromium.js'
import { ensureChromium } from './chromium'
import { calibratedSlowdown } from './cpu-slowdown.js'
import { startServer } from './local-netlify/server.js'
import { localCertificate } from './tls-certificate.js'

interface LighthouseRow {
  route: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Bytes transferred for scripts while the page loaded, with no interaction. */
  jsBytes: number
  /** What Lighthouse took as the largest paint, to see why an LCP is slow. */
  lcpElement: string
  /** Failing audits outside performance, to see why a score is below 100. */
  failing: string[]
  /** The host's CPU speed as Lighthouse measured it before the run (its `benchmarkIndex`). */
  benchmarkIndex: number
  /** The CPU slowdown the run simulated (Lighthouse's `cpuSlowdownMultiplier`). */
  cpuSlowdown: number
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

interface Audit {
  score: number | null
  numericValue?: number
  scoreDisplayMode?: string
  details?: { items?: { resourceType?: string; transferSize?: number; node?: { snippet?: string }; items?: { node?: { snippet?: string } }[] }[] }
}

/** The page every route is compared with: prose, a hero and the shell, no islands. */
export const ANCHOR_ROUTE = '/hajj-nusuk/'
export const RUNS = 3

/** How the site is served to Lighthouse: HTTP/2 over TLS as on Netlify (the default), or plain HTTP/1.1. */
type Protocol = 'h2' | 'http/1.1'

/**
 * The CPU slowdown: Lighthouse's own 4× (`'default'`), or the one that makes this host the phone
 * Lighthouse means (`'calibrated'`, calibratedSlowdown), measured again at the start of each round.
 */
export type CpuSlowdown = 'default' | 'calibrated'

/** Runs Lighthouse on each route in turn and reports each row as it completes. */
export async function runLighthouse(
  root: string,
  routes: string[],
  onRow: (row: LighthouseRow) => void = () => {},
  protocol: Protocol = 'h2',
  cpu: CpuSlowdown = 'default',
): Promise<LighthouseRow[]> {
  const tls = protocol === 'h2' ? localCertificate() : undefined
  // No scheduled functions: the enquiries' delivery round has nothing to do with a page's load.
  const server = await startServer({ root, port: 0, host: '127.0.0.1', functionsDir: join(projectRoot, 'functions'), tls, schedules: false })
  const chrome = await chromeLauncher.launch({
    chromePath: await ensureChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(tls ? ['--ignore-certificate-errors'] : [])],
  })
  const rows: LighthouseRow[] = []
  const run = async (route: string, cpuSlowdownMultiplier?: number) => {
    const throttling = cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }
    const result = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', ...throttling })
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
    return result.lhr
  }
  try {
    // Calibrated: three first runs of the first route, not reported, measure the host as it is now
    // (one reading alone can be far off: 1,624 once, between runs reading 1,139 and 1,081).
    let slowdown: number | undefined
    if (cpu === 'calibrated') {
      const readings: number[] = []
      for (let probe = 0; probe < 3; probe += 1) readings.push((await run(routes[0]!)).environment.benchmarkIndex)
      const benchmarkIndex = median(readings)
      slowdown = calibratedSlowdown(benchmarkIndex)
      console.log(
        `Calibrated: this machine's benchmarkIndex ${Math.round(benchmarkIndex)} (the median of ${readings.map(Math.round).join(', ')}), so the CPU slowed ${slowdown.toFixed(1)}×`,
      )
    }
    for (const route of routes) {
      const lhr = await run(route, slowdown)
      const { categories, audits: rawAudits } = lhr
      const audits = rawAudits as unknown as Record<string, Audit>
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const scripts = audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? []
      const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? []
      const lcpNode = lcpItems[0]?.items?.[0]?.node ?? lcpItems[0]?.node
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      )
      const row: LighthouseRow = {
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
        tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        jsBytes: scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0),
        lcpElement: (lcpNode?.snippet ?? '').slice(0, 80),
        failing,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      }
      rows.push(row)
      onRow(row)
    }
  } finally {
    chrome.kill()
    await server.close()
  }
  return rows
}

interface BenchRow extends LighthouseRow {
  /** Each run's performance score and TBT, in order. */
  runs: { performance: number; tbtMs: number; lcpMs: number }[]
  /** The anchor's median TBT over the same rounds. */
  anchorTbtMs: number
}

/**
 * `runs` rounds of the anchor then every route (the anchor once per round, not repeated when it
 * is among the routes); each route's row is the median of its runs, metric by metric, with the
 * anchor's median TBT beside it.
 */
export async function benchLighthouse(
  root: string,
  routes: string[],
  runs = RUNS,
  onRow: (row: LighthouseRow, round: number) => void = () => {},
  protocol: Protocol = 'h2',
  cpu: CpuSlowdown = 'default',
): Promise<BenchRow[]> {
  const order = [ANCHOR_ROUTE, ...routes.filter((route) => route !== ANCHOR_ROUTE)]
  const measured = new Map<string, LighthouseRow[]>(order.map((route) => [route, []]))
  for (let round = 1; round <= runs; round += 1) {
    for (const row of await runLighthouse(root, order, (row) => onRow(row, round), protocol, cpu)) measured.get(row.route)!.push(row)
  }
  const anchorTbtMs = median(measured.get(ANCHOR_ROUTE)!.map((row) => row.tbtMs))
  return order.map((route) => {
    const rows = measured.get(route)!
    const middle = (pick: (row: LighthouseRow) => number) => median(rows.map(pick))
    return {
      ...rows[0]!,
      performance: middle((row) => row.performance),
      accessibility: middle((row) => row.accessibility),
      bestPractices: middle((row) => row.bestPractices),
      seo: middle((row) => row.seo),
      fcpMs: middle((row) => row.fcpMs),
      lcpMs: middle((row) => row.lcpMs),
      tbtMs: middle((row) => row.tbtMs),
      cls: middle((row) => row.cls),
      jsBytes: middle((row) => row.jsBytes),
      benchmarkIndex: middle((row) => row.benchmarkIndex),
      cpuSlowdown: middle((row) => row.cpuSlowdown),
      failing: [...new Set(rows.flatMap((row) => row.failing))],
      runs: rows.map((row) => ({ performance: row.performance, tbtMs: row.tbtMs, lcpMs: row.lcpMs })),
      anchorTbtMs,
    }
  })
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const ms = (value: number) => `${Math.round(value)} ms`
const columns: { title: string; cell: (row: BenchRow) => string }[] = [
  { title: 'Route', cell: (row) => (row.route === ANCHOR_ROUTE ? `${row.route} (anchor)` : row.route) },
  { title: 'Perf', cell: (row) => String(row.performance) },
  { title: 'Perf runs', cell: (row) => row.runs.map((run) => run.performance).join(' ') },
  { title: 'A11y', cell: (row) => String(row.accessibility) },
  { title: 'BP', cell: (row) => String(row.bestPractices) },
  { title: 'SEO', cell: (row) => String(row.seo) },
  { title: 'FCP', cell: (row) => seconds(row.fcpMs) },
  { title: 'LCP', cell: (row) => seconds(row.lcpMs) },
  { title: 'TBT', cell: (row) => ms(row.tbtMs) },
  { title: 'TBT runs', cell: (row) => row.runs.map((run) => Math.round(run.tbtMs)).join(' ') },
  { title: 'Anchor TBT', cell: (row) => ms(row.anchorTbtMs) },
  { title: 'TBT − anchor', cell: (row) => ms(row.tbtMs - row.anchorTbtMs) },
  { title: 'CLS', cell: (row) => row.cls.toFixed(3) },
  { title: 'JS before interaction', cell: (row) => `${(row.jsBytes / 1024).toFixed(1)} KiB` },
  { title: 'Host index', cell: (row) => String(Math.round(row.benchmarkIndex)) },
  { title: 'CPU ×', cell: (row) => row.cpuSlowdown.toFixed(1) },
]

/** The rows as a Markdown table (docs/performance.md and the console): medians, and each run. */
export function lighthouseTable(rows: BenchRow[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    line(columns.map((column) => column.title)),
    line(columns.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map((row) => line(columns.map((column) => column.cell(row)))),
  ].join('\n')
}
