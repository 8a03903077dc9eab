// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/page-meta'
import { findRoute } from '../../content/page-meta'
import { loadCatalogue } from '../../content/load'

export function data() {
  const content = loadCatalogue('schengen-visa')
  const lowestPrice = Math.min(...content.services.countries.map((country) => country.price))
  const route = findRoute('/schengen-visa')
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestPrice },
  }
  return { content, lowestPrice, labels: loadCatalogue('visa-labels'), captcha: captchaConfig(), meta }
}

export type SchengenVisaData = ReturnType<typeof data>
