// npm run check: every problem of data/ at once, then whether schemas/types.generated.ts is current.
// Exits 1 on any error; warnings are printed but do not fail the build.
//   --dev     also shows the notes for developers (routes waiting for a page); the build passes it.
//   --translations  lists each text not yet translated at its line, instead of a count per file.
//   --launch  also refuses what must not go live (samples, example.com, fictional numbers, missing
//             reCAPTCHA keys: content/server/check/launch-checks.ts); always on when CONTEXT=production,
//             so Netlify's production build stops on them while previews and local builds go on.
// In GitHub Actions each problem is also printed as an annotation (::error file=...,line=...::),
// which marks its line in the pull request; CONTENT_CHECK_ANNOTATIONS=off turns that off.
//
// The cross-checks use code that reads the modules made from data/ (npm run generate), which a
// fresh clone (the pull request's Check, Netlify's build) does not have yet: they are made first,
// from data/ as far as YAML can read it (a mistake in one file must not hide the others' problems:
// one run names them all). Only when even that cannot make one does the check fall back to its
// syntax and schema checks, which need none of them, and say that the rest follows.
import { generateAll } from '../generate'
import { loadingLeniently } from '../../content/server/data/load'
import { committedCatalogue } from './committed'
import { launchWanted } from '../../content/server/check/launch-checks'
import { syntaxAndSchemaReport } from '../../content/server/check/syntax-report'
import { annotationsWanted } from '../../content/server/data/problem'

const options = {
  developer: process.argv.includes('--dev'),
  translations: process.argv.includes('--translations'),
  annotate: annotationsWanted(process.env),
  launch: launchWanted(process.argv, process.env),
}

await loadingLeniently(committedCatalogue, () => generateAll({ keepGoing: true }))
let report
try {
  const { contentReport } = await import('../../content/server/check/report')
  report = await contentReport(options)
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error
  report = syntaxAndSchemaReport(`Something made from data/ could not be made: ${(error as Error).message}`, options)
}
for (const line of report.lines) console.log(line)
if (report.failed) process.exitCode = 1
