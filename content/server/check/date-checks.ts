// Dates that cannot be right together: a return before its departure, an early-bird offer
// that ends after the group has left, Hajj days announced out of order or for another year.
// Each date is checked alone by the schema (a real day written YYYY-MM-DD); these are the pairs.
import { formatLongDate } from '../../browser/dates'
import { hajjDays } from '../hajj/season'
import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from '../data/problem'
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

  const community = validCatalogue(ctx, 'east-london-mosque-umrah')
  if (community && community.data.trip.return <= community.data.trip.departure) {
    const { trip } = community.data
    problems.push(
      problem(
        community.source.file,
        positionOf(community.source, ['trip', 'return']),
        `the trip returns on ${both(trip.return)}, which is not after its departure on ${both(trip.departure)}: correct one of the two dates`,
      ),
    )
  }

  const hajj = validCatalogue(ctx, 'hajj')
  if (hajj) {
    const { seasons, packages } = hajj.data
    const file = hajj.source.file
    const years = seasons.map((season) => season.year)
    const inSeason = (year: number) => packages.map((pkg, i) => ({ pkg, i })).filter(({ pkg }) => Number(pkg.departure.slice(0, 4)) === year)
    packages.forEach((pkg, i) => {
      const year = Number(pkg.departure.slice(0, 4))
      if (years.includes(year)) return
      problems.push(
        problem(
          file,
          positionOf(hajj.source, ['packages', i, 'departure']),
          `package ${pkg.id} departs on ${both(pkg.departure)}, but seasons has no year ${year}: add a season with year: ${year} under seasons, or correct the date`,
        ),
      )
    })
    seasons.forEach((season, s) => {
      const at = (...path: (string | number)[]) => positionOf(hajj.source, ['seasons', s, ...path])
      if (years.indexOf(season.year) !== s) {
        problems.push(problem(file, at('year'), `the season ${season.year} is written twice under seasons: keep only one`))
        return
      }
      const own = inSeason(season.year)
      const first = own
        .map(({ pkg }) => pkg)
        .reduce<(typeof packages)[number] | undefined>((a, b) => (a === undefined || b.departure < a.departure ? b : a), undefined)
      if (first && season.earlyBirdUntil >= first.departure) {
        problems.push(
          problem(
            file,
            at('earlyBirdUntil'),
            `earlyBirdUntil ${both(season.earlyBirdUntil)} is not before the season's first departure (${first.id} on ${both(first.departure)}): write an earlier date`,
          ),
        )
      }
      const announced = season.announcedHajjDays
      if (announced && announced.to <= announced.from) {
        problems.push(
          problem(
            file,
            at('announcedHajjDays', 'to'),
            `the announced days of Hajj end on ${both(announced.to)}, not after they begin on ${both(announced.from)}: correct from or to`,
          ),
        )
      }
      if (announced && Number(announced.from.slice(0, 4)) !== season.year) {
        problems.push(
          problem(
            file,
            at('announcedHajjDays', 'from'),
            `the announced days of Hajj begin in ${announced.from.slice(0, 4)}, but the season is ${season.year}: correct the date or the year`,
          ),
        )
      }
      const days = hajjDays(season)
      own.forEach(({ pkg, i }) => {
        if (pkg.departure < days.from) return
        problems.push(
          problem(
            file,
            positionOf(hajj.source, ['packages', i, 'departure']),
            `package ${pkg.id} departs on ${both(pkg.departure)}, after Hajj ${season.year} begins on ${both(days.from)}: write a departure before the days of Hajj`,
          ),
        )
      })
    })
  }
  return problems
}
