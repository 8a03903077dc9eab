// https://vike.dev/data
import { loadFilled } from '../../content/server/facts/facts'
import { tourPriceFrom, tourTabLabel } from '../../content/server/tours'
import type { PageMetaOverride } from '../../content/server/routes/page-meta'
import { findRoute } from '../../content/server/routes/page-meta'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = loadFilled('islamic-tours', [], locale)
  const tabs = Object.fromEntries(content.tours.items.map((tour) => [tour.id, tourTabLabel(tour, content.tours.tabSuffix)]))
  const route = findRoute('/islamic-tours', locale)
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: tourPriceFrom(content.tours.items) },
  }
  return { content, tabs, meta }
}

export type IslamicToursData = ReturnType<typeof data>
