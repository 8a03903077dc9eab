// https://vike.dev/data
import type { PageMetaOverride } from '../../content/server/routes/page-meta'
import { loadCatalogue } from '../../content/server/data/load'
import { readGlossary } from '../../content/server/check/glossary'
import { projectRoot } from '../../content/server/data/paths'
import { formatProblem } from '../../content/server/data/problem'
import { translationFile } from '../../content/server/language/translation'
import type { Locale } from '../../content/browser/locale'
import type { PageContextServer } from 'vike/types'

/**
 * The spellings of the language's glossary (data/bn/glossary.yaml; English has none), which the
 * search script turns into the site's before searching: the index holds only the site's spelling.
 */
function spellingsOf(locale: Locale) {
  const { spellings, problems } = readGlossary(projectRoot(), translationFile('data/glossary.yaml', locale))
  if (problems.length > 0) throw new Error(problems.map(formatProblem).join('\n'))
  return spellings
}

// The search page may be found by search engines; its result addresses (/search/?q=…) are kept
// from crawlers by robots.txt (content/server/routes/sitemap.ts), and its own words from the site search.
export function data(pageContext: PageContextServer) {
  const meta: PageMetaOverride = { siteSearch: false }
  return { text: loadCatalogue('search', pageContext.locale).page, spellings: spellingsOf(pageContext.locale), meta }
}

export type SearchPageData = ReturnType<typeof data>
