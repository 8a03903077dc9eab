// https://vike.dev/data
import { loadFaqPage } from '../../content/loadFaqPage'

export function data() {
  return loadFaqPage('nusuk-hajj')
}
