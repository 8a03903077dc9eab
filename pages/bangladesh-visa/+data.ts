// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import type { PageMetaOverride } from '../../content/server/routes/page-meta'
import { findRoute } from '../../content/server/routes/page-meta'
import { loadCatalogue } from '../../content/server/data/load'
import type { PageContextServer } from 'vike/types'
import { bangladeshChecklist, checklistHref } from '../../content/server/print/bangladesh-checklist'
import { printedSize } from '../../content/server/print/printed-files'

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = loadCatalogue('bangladesh-visa', locale)
  const labels = loadCatalogue('visa-labels', locale)
  const { items } = content.services
  const lowestPrice = Math.min(...items.map((service) => service.price))
  // The build prints each checklist from data (scripts/print-documents.ts): its size, shown beside
  // Download Forms so visitors know what they fetch, is measured from the same print.
  const site = loadCatalogue('site', locale)
  const forms = Object.fromEntries(
    await Promise.all(
      items.map(async (service) => {
        const { bytes } = await bangladeshChecklist(service, content, labels, site, locale)
        return [service.key, { href: checklistHref(service, locale), size: printedSize(bytes, locale) }] as const
      }),
    ),
  )
  const route = findRoute('/bangladesh-visa', locale)
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: lowestPrice },
  }
  return { content, lowestPrice, forms, labels, captcha: captchaConfig(), meta }
}

export type BangladeshVisaData = Awaited<ReturnType<typeof data>>
