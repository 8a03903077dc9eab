// `npm run bench` (after scripts/bench-load.ts, the form function under load): the weight of
// every built page, then Lighthouse (mobile, simulated) on every route, three rounds each with
// the island-free anchor page (/hajj-nusuk/) measured in every round, medians beside the
// anchor's (tooling/lighthouse.ts), as tables and as dist/bench-pages.json /
// dist/bench-lighthouse.json so two builds can be compared. A benchmark, not a test: the limits
// are in tests/budgets.test.ts.
//   npm run bench -- --no-lighthouse       page weight only (a few seconds)
//   npm run bench -- --routes=/,/umrah/    Lighthouse on these routes only (and the anchor)
//   npm run bench -- --runs=5              rounds (default 3)
//   npm run bench -- --docs                also write the Lighthouse table into docs/performance.md
//   npm run bench -- --http1               serve plain HTTP/1.1, not HTTP/2 over TLS as Netlify does (tooling/lighthouse.ts)
//   npm run bench -- --calibrate           slow the CPU as much as makes this machine Lighthouse's phone, not 4× (tooling/lighthouse.ts)
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { writePerformanceDoc } from '../tooling/performance-doc.js'
import { ANCHOR_ROUTE, benchLighthouse, lighthouseTable, RUNS } from '../tooling/lighthouse.js'
import { analyseSite, defaultSiteRoot, summarise, type PageWeight } from '../tooling/page-weight.js'

const root = defaultSiteRoot
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run \`npm run build\` first.`)
  process.exit(1)
}

const pages = analyseSite(root)
const totals = summarise(pages)

const bytes = (value: number) => value.toLocaleString('en-GB')
const columns: { title: string; cell: (page: PageWeight) => string; total: string }[] = [
  { title: 'Route', cell: (page) => page.route, total: `Total (${totals.pages} pages)` },
  { title: 'HTML', cell: (page) => bytes(page.htmlGzip), total: bytes(totals.htmlGzip) },
  { title: 'HTML br', cell: (page) => bytes(page.htmlBrotli), total: '' },
  { title: 'CSS', cell: (page) => bytes(page.cssGzip), total: bytes(totals.cssGzip) },
  { title: 'JS', cell: (page) => bytes(page.jsGzip), total: bytes(totals.jsGzip) },
  { title: 'Island JS', cell: (page) => (page.hasIslands ? bytes(page.islandJsGzip) : '-'), total: bytes(totals.islandJsGzip) },
  { title: 'On demand', cell: (page) => (page.onDemandJsGzip > 0 ? bytes(page.onDemandJsGzip) : '-'), total: bytes(totals.onDemandJsGzip) },
  { title: 'React', cell: (page) => (page.loadsReact ? 'yes' : 'no'), total: `${totals.pagesWithReact} yes` },
]

const rows = [columns.map((column) => column.title), ...pages.map((page) => columns.map((column) => column.cell(page))), columns.map((column) => column.total)]
const widths = columns.map((_, i) => Math.max(...rows.map((row) => row[i].length)))
// Route left-aligned, numbers right-aligned so their digits line up.
const format = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
const rule = widths.map((width) => '-'.repeat(width)).join('  ')

console.log(`Page weight, bytes gzip -9; HTML br: the HTML as the server sends it, Brotli quality 5 (${root})\n`)
console.log(format(rows[0]))
console.log(rule)
for (const row of rows.slice(1, -1)) console.log(format(row))
console.log(rule)
console.log(format(rows[rows.length - 1]))
console.log(`\nEach asset once across the site: CSS ${bytes(totals.distinctCssGzip)}, JS ${bytes(totals.distinctJsGzip)}.`)
console.log("Island JS is what a page with islands fetches to hydrate them: the hydrator, React and that page's islands.")
console.log('On demand is what those islands fetch when used, e.g. an application form when its window first opens.')

for (const page of pages.filter((page) => page.missing.length > 0)) {
  console.warn(`Warning: ${page.route} references files missing from the build: ${page.missing.join(', ')}`)
}

const output = join(dirname(root), 'bench-pages.json')
writeFileSync(output, `${JSON.stringify({ generatedAt: new Date().toISOString(), root, totals, pages }, null, 2)}\n`)
console.log(`\nWritten to ${output}`)

const option = (name: string) => process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
if (!option('no-lighthouse')) {
  const only = option('routes')?.split('=')[1]?.split(',')
  const routes = only ?? pages.map((page) => page.route)
  const runs = Number(option('runs')?.split('=')[1] ?? RUNS)
  const protocol = option('http1') ? 'http/1.1' : 'h2'
  const cpu = option('calibrate') ? 'calibrated' : 'default'
  console.log(
    `\nLighthouse 12.8, mobile, simulated throttling (CPU ${cpu === 'calibrated' ? "slowed as this machine's speed calls for, measured each round" : "slowed 4×, Lighthouse's default"}), served over ${protocol === 'h2' ? 'HTTP/2 (TLS)' : 'HTTP/1.1'}, one route at a time: ${runs} rounds of the anchor ${ANCHOR_ROUTE} then ${routes.length} routes\n`,
  )
  const rows = await benchLighthouse(
    root,
    routes,
    runs,
    (row, round) =>
      console.log(
        `round ${round}  ${row.route}  perf ${row.performance}  TBT ${Math.round(row.tbtMs)} ms  LCP ${(row.lcpMs / 1000).toFixed(2)} s  host index ${Math.round(row.benchmarkIndex)}  CPU ×${row.cpuSlowdown.toFixed(1)}  ${row.failing.join(' ')}`,
      ),
    protocol,
    cpu,
  )
  const table = lighthouseTable(rows)
  console.log(`\n${table}`)
  const lighthouseOutput = join(dirname(root), 'bench-lighthouse.json')
  writeFileSync(lighthouseOutput, `${JSON.stringify({ generatedAt: new Date().toISOString(), protocol, cpu, rows }, null, 2)}\n`)
  console.log(`\nWritten to ${lighthouseOutput}`)
  if (option('docs')) console.log(`Written to ${writePerformanceDoc(table)}`)
}
