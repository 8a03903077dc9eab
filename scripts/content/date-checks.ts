// Dates that cannot be right together: a return before its departure, an early-bird offer
// that ends after the group has left, Hajj days announced out of order or for another year.
// Each date is checked alone by the schema (a real day written YYYY-MM-DD); these are the pairs.
import { formatLongDate } from '../../content/dates'
import { hajjDays } from '../../content/hajj'
import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from './problem'
import { positionOf } from './source'

/** '2025-10-25 (25 October 2025)': the value as written and as visitors read it. */
function both(iso: string): string {
  return `${iso} (${formatLongDate(iso)})`
}

export function checkDateRanges(ctx: CheckContext): Problem[] {
  const problems: Problem[] = []
  const umrah = validCatalogue(ctx, 'umrah')
  umrah?.data.packages.forEach((pkg, i) => {
    const at = (field: string) => positionOf(umrah.source, ['packages', i, field])
    if (pkg.return <= pkg.departure) {
      problems.push(
        problem(
          umrah.source.file,
          at('return'),
          `package ${pkg.id} returns on ${both(pkg.return)}, which is not after its departure on ${both(pkg.departure)}: correct one of the two dates`,
        ),
      )
    }
    if (pkg.earlyBirdUntil !== undefined && pkg.earlyBirdUntil >= pkg.departure) {
      problems.push(
        problem(
          umrah.source.file,
          at('earlyBirdUntil'),
          `package ${pkg.id}'s early-bird offer ends on ${both(pkg.earlyBirdUntil)}, not before its departure on ${both(pkg.departure)}: write an earlier earlyBirdUntil`,
        ),
      )
    }
    if (pkg.earlyBirdUntil !== undefined && pkg.originalPrice === undefined) {
      problems.push(
        problem(
          umrah.source.file,
          at('earlyBirdUntil'),
          `package ${pkg.id} has an early-bird date but no originalPrice to strike through: add originalPrice, or remove earlyBirdUntil`,
        ),
      )
    }
  })

  const hajj = validCatalogue(ctx, 'hajj')
  if (hajj) {
    const { season } = hajj.data
    const first = hajj.data.packages.reduce((a, b) => (b.departure < a.departure ? b : a))
    if (season.earlyBirdUntil >= first.departure) {
      problems.push(
        problem(
          hajj.source.file,
          positionOf(hajj.source, ['season', 'earlyBirdUntil']),
          `earlyBirdUntil ${both(season.earlyBirdUntil)} is not before the first departure (${first.id} on ${both(first.departure)}): write an earlier date`,
        ),
      )
    }
    const announced = season.announcedHajjDays
    if (announced && announced.to <= announced.from) {
      problems.push(
        problem(
          hajj.source.file,
          positionOf(hajj.source, ['season', 'announcedHajjDays', 'to']),
          `the announced days of Hajj end on ${both(announced.to)}, not after they begin on ${both(announced.from)}: correct from or to`,
        ),
      )
    }
    if (announced && Number(announced.from.slice(0, 4)) !== season.year) {
      problems.push(
        problem(
          hajj.source.file,
          positionOf(hajj.source, ['season', 'announcedHajjDays', 'from']),
          `the announced days of Hajj begin in ${announced.from.slice(0, 4)}, but the season is ${season.year}: correct the date or the year`,
        ),
      )
    }
    const days = hajjDays(season)
    hajj.data.packages.forEach((pkg, i) => {
      if (pkg.departure < days.from) return
      problems.push(
        problem(
          hajj.source.file,
          positionOf(hajj.source, ['packages', i, 'departure']),
          `package ${pkg.id} departs on ${both(pkg.departure)}, after Hajj begins on ${both(days.from)}: write a departure before the days of Hajj`,
        ),
      )
    })
  }
  return problems
}
