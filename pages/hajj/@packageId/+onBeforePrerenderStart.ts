// https://vike.dev/onBeforePrerenderStart
import { loadCatalogue } from '../../../content/load'

/** Every Hajj package has its page: /hajj/SSPR, /hajj/SEPR, ... */
export function onBeforePrerenderStart(): string[] {
  return loadCatalogue('hajj', 'en').packages.map((pkg) => `/hajj/${encodeURIComponent(pkg.id)}`)
}
