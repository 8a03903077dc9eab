// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import { SAUDI_VISA_TYPES } from '../../forms/visa-types.generated'
import type { PageMetaOverride } from '../../content/page-meta'
import { findRoute } from '../../content/page-meta'
import type { SaudiVisaPage } from '../../schemas/types.generated'
import { loadCatalogue } from '../../content/load'

/** The form and its function only accept the compiled titles: a stale list would refuse every application. */
function assertVisaTypesCurrent(content: SaudiVisaPage): void {
  const titles = content.services.visas.map((visa) => visa.title)
  if (JSON.stringify(titles) !== JSON.stringify(SAUDI_VISA_TYPES)) {
    throw new Error('forms/visa-types.generated.ts is out of date with data/visa.yaml: run `npm run generate`')
  }
}

export function data() {
  const content = loadCatalogue('visa')
  assertVisaTypesCurrent(content)
  const lowestPrice = Math.min(...content.services.visas.map((visa) => visa.price))
  const route = findRoute('/visa')
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestPrice },
  }
  return { content, lowestPrice, labels: loadCatalogue('visa-labels'), captcha: captchaConfig(), meta }
}

export type SaudiVisaData = ReturnType<typeof data>
