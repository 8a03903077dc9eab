// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/page-meta'
import { findRoute } from '../../content/page-meta'
import { loadFilled, pricesFrom } from '../../content/facts'
import { loadCatalogue } from '../../content/load'
import { pageHref } from '../../content/href'

export function data() {
  const content = loadFilled('hotels')
  const site = loadCatalogue('site')
  const lowestPrice = pricesFrom().hotels
  const route = findRoute('/hotels')
  const meta: PageMetaOverride = {
    service: {
      name: site.offerCatalogue.find((offer) => offer.url === pageHref('/hotels'))?.name ?? content.listing.heading,
      description: route?.description ?? content.hero.text,
      price: lowestPrice,
    },
  }
  return { content, site, lowestPrice, captcha: captchaConfig(), meta }
}

export type HotelsData = ReturnType<typeof data>
