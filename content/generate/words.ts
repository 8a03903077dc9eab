// The site's shared words, compiled from data/words.yaml into content/words.generated.ts so that
// islands (which run in the browser, without data/) and the prerendered pages read the same
// words through one typed accessor, content/words.ts. `npm run generate` (scripts/generate.ts) writes it.
import type { Words } from '../../schemas/types.generated'

export const WORDS_FILE = 'content/words.generated.ts'

export function renderWords(words: Words): string {
  return [
    '// generated, do not edit: written by `npm run generate` from data/words.yaml.',
    '// Change the words there.',
    "import type { Words } from '../schemas/types.generated'",
    '',
    `export const WORDS: Words = ${JSON.stringify(words, null, 2)}`,
    '',
  ].join('\n')
}
