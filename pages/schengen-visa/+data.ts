// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/page-meta'
import { findRoute } from '../../content/page-meta'
import { loadCatalogue } from '../../content/load'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = loadCatalogue('schengen-visa', locale)
  const lowestPrice = Math.min(...content.services.countries.map((country) => country.price))
  const route = findRoute('/schengen-visa', locale)
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestPrice },
  }
  return { content, lowestPrice, labels: loadCatalogue('visa-labels', locale), captcha: captchaConfig(), meta }
}

export type SchengenVisaData = ReturnType<typeof data>
