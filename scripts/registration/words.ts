// The site's shared words, compiled from data/words.yaml into content/words.generated.ts so that
// islands (which run in the browser, without data/) and the prerendered pages read the same
// words through one typed accessor, content/words.ts. `npm run generate` writes it; run by hand:
// npx tsx scripts/registration/words.ts (or --check to see whether it is current).
import { pathToFileURL } from 'node:url'
import type { Words } from '../../schemas/types.generated'
import { loadCatalogue } from '../../content/load'
import { runGenerator } from '../../content/generate/generated-module'

export const WORDS_FILE = 'content/words.generated.ts'

export function renderWords(words: Words): string {
  return [
    '// generated, do not edit: written by `npx tsx scripts/registration/words.ts` (run by `npm run',
    '// generate`) from data/words.yaml. Change the words there.',
    "import type { Words } from '../schemas/types.generated'",
    '',
    `export const WORDS: Words = ${JSON.stringify(words, null, 2)}`,
    '',
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runGenerator({ file: WORDS_FILE, source: 'data/words.yaml', script: 'scripts/registration/words.ts', render: () => renderWords(loadCatalogue('words')) })
}
