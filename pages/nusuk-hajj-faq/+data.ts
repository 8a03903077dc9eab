// https://vike.dev/data
import { loadFaqPage } from '../../content/load-faq-page'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  return loadFaqPage('nusuk-hajj', pageContext.locale)
}
