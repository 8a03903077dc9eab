// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/page-meta'
import { findRoute } from '../../content/page-meta'
import { loadFilled } from '../../content/facts'

export function data() {
  const content = loadFilled('transport')
  const lowestPrice = Math.min(...content.services.items.map((service) => service.price))
  const route = findRoute('/transport')
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestPrice },
  }
  return { content, captcha: captchaConfig(), meta }
}

export type TransportData = ReturnType<typeof data>
