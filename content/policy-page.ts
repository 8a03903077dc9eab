// What a policy page (/privacy-policy, /terms-conditions, /cookie-policy) gets: its Markdown from
// data/policies/, rendered with its contents, and the shared labels. Server-only.
import { loadCatalogue } from './load'
import { formatLongDate } from './dates'
import { loadMarkdownPage } from './markdown-page'

export function loadPolicyPage(id: 'privacy-policy' | 'terms-conditions' | 'cookie-policy') {
  const policy = loadMarkdownPage('policies', id)
  const { consent, ...labels } = loadCatalogue('policy-pages')
  const lastUpdated = { iso: policy.frontMatter.lastUpdated, shown: formatLongDate(policy.frontMatter.lastUpdated) }
  return { policy, labels, consent, lastUpdated }
}

export type PolicyPageData = ReturnType<typeof loadPolicyPage>
