// https://vike.dev/data
import { loadFaqPage } from '../../content/load-faq-page'

export function data() {
  return loadFaqPage('hajj-bangladesh')
}
