import type { UmrahPackage } from '../../schemas/types.generated'
import { showUmrahPackage, type ShownUmrahPackage } from '../../content/server/umrah'
import { type Locale } from '../../content/browser/locale'
import { localHref } from '../../content/server/routes/localise'
import { pageHref } from '../../content/server/routes/href'
import { loadFilled } from '../../content/server/facts/facts'

// Server-side helpers shared by /umrah and /umrah/<id> (read by their +data hooks only).

/** The packages that have a page at /umrah/<id>. */
export function detailPackages(locale: Locale): UmrahPackage[] {
  return loadFilled('umrah', [], locale).packages.filter((p) => p.detailPage)
}

/** The package's page in the page's language (its twin when there is one). */
export function detailHref(pkg: UmrahPackage, locale: Locale): string | undefined {
  return pkg.detailPage ? localHref(pageHref(`/umrah/${pkg.id}`), locale) : undefined
}

/** Every package of data/umrah.yaml as shown on `day`. */
export function shownPackages(day: string, locale: Locale): ShownUmrahPackage[] {
  return loadFilled('umrah', [], locale).packages.map((pkg) => showUmrahPackage(pkg, day, locale))
}

/**
 * The packages with a tab on /umrah: those named in data/umrah-page.yaml `tabs`, in that order,
 * or, with no list, every package with its own page in departure order (a new departure needs
 * no second line). Departed and sold-out ones are left out on the day.
 */
export function tabPackages(ids: string[] | undefined, day: string, locale: Locale): ShownUmrahPackage[] {
  const chosen = ids ? packagesByIds(ids, 'data/umrah-page.yaml packages.tabs', locale) : detailPackages(locale)
  const shown = chosen.map((pkg) => showUmrahPackage(pkg, day, locale)).filter((pkg) => pkg.bookable)
  return ids ? shown : [...shown].sort((a, b) => a.departure.localeCompare(b.departure))
}

/** The packages of data/umrah.yaml named by `ids` (e.g. the tabs of /umrah), in that order. */
export function packagesByIds(ids: string[], where: string, locale: Locale): UmrahPackage[] {
  const { packages } = loadFilled('umrah', [], locale)
  return ids.map((id) => {
    const pkg = packages.find((p) => p.id === id)
    if (!pkg) throw new Error(`${where} lists ${id}, which is not a package of data/umrah.yaml (${packages.map((p) => p.id).join(', ')})`)
    return pkg
  })
}
