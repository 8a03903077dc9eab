// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/server/routes/page-meta'
import { findRoute } from '../../content/server/routes/page-meta'
import { loadFilled } from '../../content/server/facts/facts'
import type { PageContextServer } from 'vike/types'
// The forms' words in every language, for the page in that language.
import '../../forms/_shared/all-form-words.generated'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = loadFilled('transport', [], locale)
  const lowestPrice = Math.min(...content.services.items.map((service) => service.price))
  const route = findRoute('/transport', locale)
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestPrice },
  }
  return { content, captcha: captchaConfig(), meta }
}

export type TransportData = ReturnType<typeof data>
