// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatPounds } from '../../../components/ui/Price'
import type { PageMetaOverride } from '../../../renderer/pageMeta'
import { loadCatalogue } from '../../../scripts/content/load'
import { brochureHref, detailPackage, detailPackages, travelDates } from '../umrahPackages'

export function data(pageContext: PageContextServer) {
  const found = detailPackages().find((p) => p.id === pageContext.routeParams.packageId)
  // Only prerendered ids reach this in a build; `vike dev` answers any other id with the 404 page.
  // The built site serves the Package Not Found page for them (netlify.toml).
  if (!found) throw render(404)
  const pkg = detailPackage(found)
  const text = loadCatalogue('umrah-page').detail
  const dates = travelDates(pkg)
  const meta: PageMetaOverride = {
    title: pkg.title,
    description: `${pkg.subtitle}: ${dates}, ${pkg.duration.toLowerCase()}, ${formatPounds(pkg.price)} per person.`,
    breadcrumbs: [
      { name: 'Home', url: '/' },
      { name: text.breadcrumb.label, url: text.breadcrumb.href },
      { name: pkg.title, url: `/umrah/${pkg.id}` },
    ],
    service: { name: pkg.title, description: pkg.subtitle, price: pkg.price },
  }
  return { pkg, dates, brochureHref: brochureHref(pkg), text, meta }
}

export type UmrahDetailData = ReturnType<typeof data>
