// https://vike.dev/data
import { loadNusukPage } from '../../components/nusuk/loadNusukPage'

export function data() {
  return loadNusukPage('hajj-nusuk')
}
