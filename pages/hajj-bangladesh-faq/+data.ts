// https://vike.dev/data
import { loadFaqPage } from '../../content/server/page-data/faq-page'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  return loadFaqPage('hajj-bangladesh', pageContext.locale)
}
