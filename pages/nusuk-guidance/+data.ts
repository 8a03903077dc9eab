// https://vike.dev/data
import { loadNusukPage } from '../../content/server/page-data/nusuk-page'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  return loadNusukPage('nusuk-guidance', pageContext.locale)
}
