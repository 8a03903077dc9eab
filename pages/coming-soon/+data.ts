// https://vike.dev/data
import { loadFilled, siteWithFacts } from '../../content/facts'

export function data() {
  return { content: loadFilled('coming-soon'), site: siteWithFacts() }
}

export type ComingSoonData = ReturnType<typeof data>
