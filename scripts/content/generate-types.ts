// npm run types: writes schemas/types.generated.ts from the schemas.
// npm run types -- --check: exits 1 when the committed file is out of date (CI).
import { writeFileSync } from 'node:fs'
import { projectRoot, TYPES_FILE } from '../../content/server/data/paths'
import { renderTypes, typesAreCurrent, typesFilePath } from '../../content/server/generate/type-generation'

const root = projectRoot()
if (process.argv.includes('--check')) {
  if (await typesAreCurrent(root)) {
    console.log(`${TYPES_FILE} is up to date.`)
  } else {
    console.error(`${TYPES_FILE} is out of date with schemas/: run \`npm run types\` and commit the result.`)
    process.exitCode = 1
  }
} else {
  writeFileSync(typesFilePath(root), await renderTypes(root))
  console.log(`Wrote ${TYPES_FILE}.`)
}
