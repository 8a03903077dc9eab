// A text of data/ by its catalogue and path, for a test that names the words it expects instead of
// typing them: dataText('forms', 'shared.captchaIncomplete'). Throws when the path holds no text,
// so a renamed key fails loudly rather than comparing with undefined.
import { loadCatalogue, type CatalogueName } from '../../content/server/data/load'

export function dataText(catalogue: CatalogueName, path: string): string {
  let node: unknown = loadCatalogue(catalogue, 'en')
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
  if (typeof node !== 'string') throw new Error(`data/${catalogue}.yaml has no text at ${path}`)
  return node
}
