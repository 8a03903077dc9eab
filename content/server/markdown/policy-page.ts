// What a policy page (/privacy-policy, /terms-conditions, /cookie-policy) gets: its Markdown from
// data/policies/, rendered with its contents, and the shared labels. Server-only.
import { loadCatalogue } from '../data/load'
import { formatFor } from '../../browser/format'
import { type Locale } from '../../browser/locale'
import { loadMarkdownPage } from './page'

export function loadPolicyPage(id: 'privacy-policy' | 'terms-conditions' | 'cookie-policy', locale: Locale) {
  const policy = loadMarkdownPage('policies', id, locale)
  const { consent, ...labels } = loadCatalogue('policy-pages', locale)
  const { lastUpdated: iso, dateStyle } = policy.frontMatter
  const format = formatFor(locale)
  const lastUpdated = { iso, shown: dateStyle === 'numeric' ? format.numericDate(iso) : format.longDate(iso) }
  return { policy, labels, consent, lastUpdated }
}

export type PolicyPageData = ReturnType<typeof loadPolicyPage>
