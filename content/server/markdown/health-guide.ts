// The health guide's cards of /knowledge-centre: one Markdown file each in data/knowledge/health/,
// read, checked and rendered as every Markdown file of data/ is. The front matter is the card,
// the Markdown its Read More window. Server-only.
import type { HealthCardFrontMatter } from '../../../schemas/types.generated'
import type { Locale } from '../../browser/locale'
import { loadMarkdownPages } from './page'

export interface HealthCard extends HealthCardFrontMatter {
  /** The file name: names the card's Read More window. */
  key: string
  /** The Read More window's text, as HTML. */
  html: string
}

/** Every card, in `order`. */
export function loadHealthCards(locale: Locale): HealthCard[] {
  return loadMarkdownPages('knowledge/health', locale)
    .map(({ id, frontMatter, html }) => ({ ...frontMatter, key: id, html }))
    .sort((a, b) => a.order - b.order)
}
