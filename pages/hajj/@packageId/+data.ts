// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { hajjPackageDescription, hajjPackageTitle } from '../../../components/hajj/packageMeta'
import type { PageMetaOverride } from '../../../renderer/pageMeta'
import { loadCatalogue } from '../../../scripts/content/load'

export function data(pageContext: PageContextServer) {
  const hajj = loadCatalogue('hajj')
  const pkg = hajj.packages.find((p) => p.id === pageContext.routeParams.packageId)
  // Only reachable in development: the build prerenders the known ids alone.
  if (!pkg) throw render(404)
  const type = hajj.types[pkg.type]
  const { routes } = loadCatalogue('routes')
  const list = routes.find((r) => r.path === '/hajj')
  const route = routes.find((r) => r.path === '/hajj/{packageId}')
  const meta: PageMetaOverride = {
    title: hajjPackageTitle(pkg, route),
    description: hajjPackageDescription(pkg, route),
    breadcrumbs: [
      { name: 'Home', url: '/' },
      { name: list?.title ?? 'Hajj', url: '/hajj' },
      { name: pkg.title, url: `/hajj/${pkg.id}` },
    ],
    type: 'product',
    service: { name: `${pkg.title} – Hajj ${hajj.season.year}`, description: pkg.overview, price: pkg.price },
  }
  return {
    meta,
    pkg,
    type,
    season: hajj.season,
    allPackages: hajj.allPackages,
    text: loadCatalogue('hajj-page').detail,
    hajjPhone: loadCatalogue('site').phones.hajjUmrah,
  }
}

export type HajjPackagePageData = ReturnType<typeof data>
