// Writes the Lighthouse table of `npm run bench -- --docs` into docs/performance.md, between two
// markers, with the date and the machine it was measured on.
import { cpus, totalmem } from 'node:os'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const doc = fileURLToPath(new URL('../docs/performance.md', import.meta.url))
const start = '<!-- lighthouse-table:start -->'
const end = '<!-- lighthouse-table:end -->'

export function writePerformanceDoc(table: string): string {
  const cores = cpus()
  const machine = `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, ${process.platform}`
  const section = `${start}\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.\n\n${table}\n${end}`
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : `# Performance\n\n${start}\n${end}\n`
  if (!text.includes(start) || !text.includes(end)) throw new Error(`${doc} has lost its ${start} … ${end} markers`)
  writeFileSync(doc, text.replace(new RegExp(`${start}[\\s\\S]*${end}`), section))
  return doc
}
