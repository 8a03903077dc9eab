// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/page-meta'
import { findRoute } from '../../content/page-meta'
import { loadFilled, pricesFrom } from '../../content/facts'
import { loadCatalogue } from '../../content/load'

export function data() {
  // The further flights' {number} and {part} are the form's to fill in.
  const content = loadFilled('flights', ['number', 'part'])
  const site = loadCatalogue('site')
  const lowestFare = pricesFrom().flights
  const route = findRoute('/flights')
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestFare },
  }
  return { content, site, captcha: captchaConfig(), meta }
}

export type FlightsData = ReturnType<typeof data>
