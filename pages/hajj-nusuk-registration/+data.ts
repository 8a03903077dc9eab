// https://vike.dev/data
import { loadNusukPage } from '../../content/loadNusukPage'

export function data() {
  return loadNusukPage('hajj-nusuk-registration')
}
