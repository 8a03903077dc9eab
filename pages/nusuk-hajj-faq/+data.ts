// https://vike.dev/data
import { loadFaqPage } from '../../components/nusuk/loadFaqPage'

export function data() {
  return loadFaqPage('nusuk-hajj')
}
