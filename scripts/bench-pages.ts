// `npm run bench`: the gzip weight of every built page, as a table and as dist/bench-pages.json
// so two builds can be compared. A benchmark, not a test: the limits are in tests/budgets.test.ts.
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { analyseSite, defaultSiteRoot, summarise, type PageWeight } from './page-weight.js'

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

console.log(`Page weight, bytes gzip -9 (${root})\n`)
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
