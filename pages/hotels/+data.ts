// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/server/routes/page-meta'
import { findRoute } from '../../content/server/routes/page-meta'
import { loadFilled, pricesFrom } from '../../content/server/facts/facts'
import { loadCatalogue } from '../../content/server/data/load'
import { pageHref } from '../../content/server/routes/href'
import type { PageContextServer } from 'vike/types'
// The forms' words in every language, for the page in that language.
import '../../forms/_shared/all-form-words.generated'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = loadFilled('hotels', [], locale)
  const site = loadCatalogue('site', locale)
  const lowestPrice = pricesFrom().hotels
  const route = findRoute('/hotels', locale)
  const meta: PageMetaOverride = {
    service: {
      name: site.offerCatalogue.find((offer) => offer.url === pageHref('/hotels'))?.name ?? content.listing.heading,
      description: route?.description ?? content.hero.text,
      price: lowestPrice,
    },
  }
  // What the Book Now window sends of each hotel: the English the agency reads, whatever the page's language.
  const english = loadFilled('hotels', [], 'en')
  const sent = Object.fromEntries(
    english.hotels.map((hotel) => [
      hotel.id,
      { name: hotel.name, city: english.cities.find((city) => city.id === hotel.city)?.label ?? hotel.city, distance: hotel.distance },
    ]),
  )
  return { content, site, lowestPrice, captcha: captchaConfig(), meta, sent: locale === 'en' ? undefined : sent }
}

export type HotelsData = ReturnType<typeof data>
