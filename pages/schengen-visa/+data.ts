// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/server/routes/page-meta'
import { findRoute } from '../../content/server/routes/page-meta'
import { loadCatalogue } from '../../content/server/data/load'
import { shownTime } from '../../content/server/facts/facts'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const translated = loadCatalogue('schengen-visa', locale)
  const english = loadCatalogue('schengen-visa', 'en').services.countries
  // Processing times are the English file's figures, written in the page's language.
  const countries = translated.services.countries.map((country, index) => ({
    ...country,
    processing: shownTime(english[index]!.processing, country.processing, locale),
  }))
  const content = { ...translated, services: { ...translated.services, countries } }
  const lowestPrice = Math.min(...content.services.countries.map((country) => country.price))
  const route = findRoute('/schengen-visa', locale)
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestPrice },
  }
  return { content, lowestPrice, labels: loadCatalogue('visa-labels', locale), captcha: captchaConfig(), meta }
}

export type SchengenVisaData = ReturnType<typeof data>
