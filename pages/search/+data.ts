// https://vike.dev/data
import type { PageMetaOverride } from '../../renderer/pageMeta'

// Result pages are for visitors, not for search engines.
export function data(): { meta: PageMetaOverride } {
  return { meta: { noindex: true } }
}
