// https://vike.dev/data
import { loadFilled } from '../../content/facts'
import { tourPriceFrom, tourTabLabel } from '../../content/tours'
import type { PageMetaOverride } from '../../content/page-meta'
import { findRoute } from '../../content/page-meta'

export function data() {
  const content = loadFilled('islamic-tours')
  const tabs = Object.fromEntries(content.tours.items.map((tour) => [tour.id, tourTabLabel(tour, content.tours.tabSuffix)]))
  const route = findRoute('/islamic-tours')
  const meta: PageMetaOverride = {
    service: { name: route?.title ?? content.hero.heading, description: route?.description ?? content.hero.text, price: tourPriceFrom(content.tours.items) },
  }
  return { content, tabs, meta }
}

export type IslamicToursData = ReturnType<typeof data>
