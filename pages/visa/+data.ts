// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import { SAUDI_VISA_TYPES } from '../../forms/visa-types.generated'
import type { PageMetaOverride } from '../../content/server/routes/page-meta'
import { findRoute } from '../../content/server/routes/page-meta'
import type { SaudiVisaPage } from '../../schemas/types.generated'
import { loadCatalogue } from '../../content/server/data/load'
import { shownTime } from '../../content/server/facts/facts'
import type { PageContextServer } from 'vike/types'

/** The form and its function only accept the compiled titles: a stale list would refuse every application. */
function assertVisaTypesCurrent(content: SaudiVisaPage): void {
  const titles = content.services.visas.map((visa) => visa.title)
  if (JSON.stringify(titles) !== JSON.stringify(SAUDI_VISA_TYPES)) {
    throw new Error('forms/visa-types.generated.ts is out of date with data/visa.yaml: run `npm run generate`')
  }
}

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  // The form sends the English titles (the function's list); the page names them in its language.
  const english = loadCatalogue('visa', 'en')
  assertVisaTypesCurrent(english)
  const visaTypes = Object.fromEntries(english.services.visas.map((visa) => [visa.id, visa.title]))
  const translated = loadCatalogue('visa', locale)
  // Durations, processing times and validities are the English file's figures, written in the page's language.
  const content = {
    ...translated,
    services: {
      ...translated.services,
      visas: translated.services.visas.map((visa, index) => {
        const { duration, processing, validity } = english.services.visas[index]!
        return {
          ...visa,
          duration: shownTime(duration, visa.duration, locale),
          processing: shownTime(processing, visa.processing, locale),
          validity: shownTime(validity, visa.validity, locale),
        }
      }),
    },
  }
  const lowestPrice = Math.min(...content.services.visas.map((visa) => visa.price))
  const route = findRoute('/visa', locale)
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestPrice },
  }
  return { content, visaTypes, lowestPrice, labels: loadCatalogue('visa-labels', locale), captcha: captchaConfig(), meta }
}

export type SaudiVisaData = ReturnType<typeof data>
