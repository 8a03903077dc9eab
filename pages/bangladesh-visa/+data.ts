// https://vike.dev/data
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/page-meta'
import { findRoute } from '../../content/page-meta'
import { loadCatalogue } from '../../content/load'
import { projectRoot, PUBLIC_DIR } from '../../content/paths'

/** "60 KB": shown beside Download Forms so visitors know what they fetch. */
function fileSize(publicPath: string): string {
  return `${Math.max(1, Math.round(statSync(join(projectRoot(), PUBLIC_DIR, publicPath)).size / 1024))} KB`
}

export function data() {
  const content = loadCatalogue('bangladesh-visa')
  const { items } = content.services
  const lowestPrice = Math.min(...items.map((service) => service.price))
  const formsSizes = Object.fromEntries(items.map((service) => [service.key, fileSize(service.formsFile)]))
  const route = findRoute('/bangladesh-visa')
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestPrice },
  }
  return { content, lowestPrice, formsSizes, labels: loadCatalogue('visa-labels'), captcha: captchaConfig(), meta }
}

export type BangladeshVisaData = ReturnType<typeof data>
