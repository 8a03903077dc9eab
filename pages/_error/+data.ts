// https://vike.dev/data
import { loadCatalogue } from '../../content/server/data/load'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  return { notFound: loadCatalogue('shell', pageContext.locale).notFound }
}

export type NotFoundData = ReturnType<typeof data>
