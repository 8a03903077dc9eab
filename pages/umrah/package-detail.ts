// What an Umrah package's page is made of, from the package's data alone: the site's pages and
// the editor's preview of a package page (admin/previews.tsx) both use it, so it reads no files.
import type { ClosedStatus } from '../../components/ui/StatusBadge'
import type { ShownUmrahPackage } from '../../content/server/umrah'
import type { Locale } from '../../content/browser/locale'
import { printedHref } from '../../content/server/print/printed-files'
import type { UmrahPackage } from '../../schemas/types.generated'

const DETAIL_FIELDS = [
  'subtitle',
  'description',
  'highlights',
  'itinerary',
  'inclusions',
  'exclusions',
  'hotels',
  'brochureFile',
  'guidedTour',
  'accommodation',
  'rating',
] as const

/** A package with everything its page shows. */
type UmrahDetailPackage = UmrahPackage & Required<Pick<UmrahPackage, (typeof DETAIL_FIELDS)[number]>>

/**
 * The package of /umrah/<id> with every part its page shows. The schema keeps these fields
 * optional (packages without a page need none of them), so a page with a missing part stops the
 * build here, naming what to add, rather than going out half empty.
 */
export function detailPackage(pkg: UmrahPackage): UmrahDetailPackage {
  const missing = DETAIL_FIELDS.filter((field) => pkg[field] === undefined)
  if (missing.length > 0) {
    throw new Error(
      `data/umrah.yaml: package ${pkg.id} has detailPage: true, so its page needs ${missing.join(', ')}: add ` +
        `${missing.length === 1 ? 'it' : 'them'}, or set detailPage: false`,
    )
  }
  return pkg as UmrahDetailPackage
}

/** `/brochures/<file>` (`/bn/brochures/<file>` in Bengali) of the package's PDF, which every build prints from its data (scripts/print-documents.ts). */
export function brochureHref(pkg: UmrahPackage, locale: Locale): string | undefined {
  return pkg.brochureFile ? printedHref('brochures', pkg.brochureFile, locale) : undefined
}

/** Why a package cannot be booked (its badge and disabled button say so), or undefined while it can. */
export function closedStatus(pkg: Pick<ShownUmrahPackage, 'status'>): ClosedStatus | undefined {
  return pkg.status === 'open' ? undefined : pkg.status
}
