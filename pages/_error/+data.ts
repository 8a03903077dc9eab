// https://vike.dev/data
import { loadCatalogue } from '../../content/load'

export function data() {
  return { notFound: loadCatalogue('shell').notFound }
}

export type NotFoundData = ReturnType<typeof data>
