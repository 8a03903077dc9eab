// https://vike.dev/data
import { loadCatalogue } from '../../content/load'

export function data() {
  return { content: loadCatalogue('coming-soon'), site: loadCatalogue('site') }
}

export type ComingSoonData = ReturnType<typeof data>
