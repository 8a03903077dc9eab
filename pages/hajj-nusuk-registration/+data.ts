// https://vike.dev/data
import { loadNusukPage } from '../../content/load-nusuk-page'

export function data() {
  return loadNusukPage('hajj-nusuk-registration')
}
