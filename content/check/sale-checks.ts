// What staff must add to keep selling (issue 36): shown on top of the check's report (topic
// `sale`), above the dates that have passed. The Hajj season's own warning is in season-checks.ts,
// beside the departures it follows from.
import { toIsoDate } from '../dates'
import { isBookable, lastDeparture } from '../umrah'
import { validCatalogue, type CheckContext } from './check-context'
import type { Problem } from '../problem'
import { warn } from './season-checks'

/**
 * With no Umrah departure left to book (every one departed or sold out), the site says new dates
 * are coming where prices were: staff are told, at the last departure, to add the next ones.
 */
function umrahToBook(ctx: CheckContext, day: string): Problem[] {
  const umrah = validCatalogue(ctx, 'umrah')
  const packages = umrah?.data.packages ?? []
  const last = lastDeparture(packages)
  if (!umrah || last === undefined || packages.some((pkg) => isBookable(pkg, day))) return []
  const at = packages.findIndex((pkg) => pkg.departure === last)
  return [
    warn(
      umrah.source,
      ['packages', at, 'departure'],
      `no Umrah departure left to book after ${last}: the site says "${newDatesWords(ctx)}" where its prices were; add the next ones`,
      'sale',
    ),
  ]
}

/** What the site says where a "from" price was, in the words of data/words.yaml as checked. */
function newDatesWords(ctx: CheckContext): string {
  return validCatalogue(ctx, 'words')?.data.price.newDatesSoon ?? 'New dates soon'
}

export function checkSale(ctx: CheckContext): Problem[] {
  return umrahToBook(ctx, toIsoDate(ctx.today))
}
