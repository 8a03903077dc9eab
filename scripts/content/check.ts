// npm run check: every problem of data/ at once, then whether schemas/types.generated.ts is current.
// Exits 1 on any error; warnings are printed but do not fail the build.
//   --dev     also shows the notes for developers (routes waiting for a page); the build passes it.
//   --launch  also refuses what must not go live (samples, example.com, fictional numbers, missing
//             reCAPTCHA keys: scripts/content/launch-checks.ts); always on when CONTEXT=production,
//             so Netlify's production build stops on them while previews and local builds go on.
// In GitHub Actions each problem is also printed as an annotation (::error file=...,line=...::),
// which marks its line in the pull request; CONTENT_CHECK_ANNOTATIONS=off turns that off.
import { launchWanted } from '../../content/check/launch-checks'
import { annotationsWanted, contentReport } from '../../content/check/report'

const { lines, failed } = await contentReport({
  developer: process.argv.includes('--dev'),
  annotate: annotationsWanted(process.env),
  launch: launchWanted(process.argv, process.env),
})
for (const line of lines) console.log(line)
if (failed) process.exitCode = 1
