// https://vike.dev/data
import { loadHealthCards } from '../../content/health-guide'
import { loadCatalogue } from '../../content/load'

export function data() {
  return { content: loadCatalogue('knowledge-centre'), healthCards: loadHealthCards() }
}

export type KnowledgeCentreData = ReturnType<typeof data>
