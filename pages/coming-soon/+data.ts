// https://vike.dev/data
import { loadFilled, siteWithFacts } from '../../content/server/facts/facts'
import { today } from '../../content/server/today'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  return { content: loadFilled('coming-soon', [], locale), site: siteWithFacts(today(), locale) }
}

export type ComingSoonData = ReturnType<typeof data>
