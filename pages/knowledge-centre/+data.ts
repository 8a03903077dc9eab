// https://vike.dev/data
import { loadHealthCards } from '../../content/server/markdown/health-guide'
import { loadCatalogue } from '../../content/server/data/load'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  return { content: loadCatalogue('knowledge-centre', locale), healthCards: loadHealthCards(locale) }
}

export type KnowledgeCentreData = ReturnType<typeof data>
