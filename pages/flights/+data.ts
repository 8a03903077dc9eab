// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/page-meta'
import { findRoute } from '../../content/page-meta'
import { loadFilled, pricesFrom } from '../../content/facts'
import { loadCatalogue } from '../../content/load'

export function data() {
  const content = loadFilled('flights')
  const site = loadCatalogue('site')
  const lowestFare = pricesFrom().flights
  const route = findRoute('/flights')
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestFare },
  }
  return { content, site, captcha: captchaConfig(), meta }
}

export type FlightsData = ReturnType<typeof data>
