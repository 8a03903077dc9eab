// Lighthouse (mobile, simulated throttling) against the built site served locally, one route at a
// time, in Debian Chromium launched with the test suite's flags. Used by `npm run bench`.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS } from '../tests/support/browser/chromium.js'
import { ensureChromium } from './chromium'
import { startServer } from './local-netlify/server.js'

export interface LighthouseRow {
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
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

interface Audit {
  score: number | null
  numericValue?: number
  scoreDisplayMode?: string
  details?: { items?: { resourceType?: string; transferSize?: number; node?: { snippet?: string }; items?: { node?: { snippet?: string } }[] }[] }
}

/** Runs Lighthouse on each route in turn and reports each row as it completes. */
export async function runLighthouse(root: string, routes: string[], onRow: (row: LighthouseRow) => void = () => {}): Promise<LighthouseRow[]> {
  const server = await startServer({ root, port: 0, host: '127.0.0.1', functionsDir: join(projectRoot, 'functions') })
  const chrome = await chromeLauncher.launch({
    chromePath: await ensureChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  const rows: LighthouseRow[] = []
  try {
    for (const route of routes) {
      const result = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
      const { categories, audits: rawAudits } = result.lhr
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const columns: { title: string; cell: (row: LighthouseRow) => string }[] = [
  { title: 'Route', cell: (row) => row.route },
  { title: 'Perf', cell: (row) => String(row.performance) },
  { title: 'A11y', cell: (row) => String(row.accessibility) },
  { title: 'BP', cell: (row) => String(row.bestPractices) },
  { title: 'SEO', cell: (row) => String(row.seo) },
  { title: 'FCP', cell: (row) => seconds(row.fcpMs) },
  { title: 'LCP', cell: (row) => seconds(row.lcpMs) },
  { title: 'TBT', cell: (row) => `${Math.round(row.tbtMs)} ms` },
  { title: 'CLS', cell: (row) => row.cls.toFixed(3) },
  { title: 'JS before interaction', cell: (row) => `${(row.jsBytes / 1024).toFixed(1)} KiB` },
]

/** The rows as a Markdown table (docs/performance.md and the console). */
export function lighthouseTable(rows: LighthouseRow[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    line(columns.map((column) => column.title)),
    line(columns.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map((row) => line(columns.map((column) => column.cell(row)))),
  ].join('\n')
}
