// npm run check: every problem of data/ at once, then whether schemas/types.generated.ts is current.
// Exits 1 on any error; warnings are printed but do not fail the build.
//   --dev  also shows the notes for developers (routes waiting for a page); the build passes it.
// In GitHub Actions each problem is also printed as an annotation (::error file=...,line=...::),
// which marks its line in the pull request; CONTENT_CHECK_ANNOTATIONS=off turns that off.
import { annotationsWanted, contentReport } from './report'

const { lines, failed } = await contentReport({ developer: process.argv.includes('--dev'), annotate: annotationsWanted(process.env) })
for (const line of lines) console.log(line)
if (failed) process.exitCode = 1
