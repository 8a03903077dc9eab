// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/server/routes/page-meta'
import { findRoute } from '../../content/server/routes/page-meta'
import { loadFilled, pricesFrom } from '../../content/server/facts/facts'
import { loadCatalogue } from '../../content/server/data/load'
import type { PageContextServer } from 'vike/types'
// The forms' words in every language, for the page in that language.
import '../../forms/_shared/all-form-words.generated'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  // The further flights' {number} and {part} are the form's to fill in.
  const content = loadFilled('flights', ['number', 'part'], locale)
  const site = loadCatalogue('site', locale)
  const lowestFare = pricesFrom().flights
  const route = findRoute('/flights', locale)
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestFare },
  }
  return { content, site, captcha: captchaConfig(), meta }
}

export type FlightsData = ReturnType<typeof data>
