import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from './problem'
import { positionOf } from './source'

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** Past offers left on the site mislead visitors; they warn rather than fail, as time alone causes them. */
export function checkPastDates(ctx: CheckContext): Problem[] {
  const problems: Problem[] = []
  const today = dayOf(ctx.today)
  const hajj = validCatalogue(ctx, 'hajj')
  if (hajj) {
    const { earlyBirdUntil, year } = hajj.data.season
    if (earlyBirdUntil < today)
      problems.push(
        problem(
          hajj.source.file,
          positionOf(hajj.source, ['season', 'earlyBirdUntil']),
          `earlyBirdUntil ${earlyBirdUntil} has passed: write the new early-bird end date`,
          'warning',
        ),
      )
    if (year < ctx.today.getUTCFullYear())
      problems.push(
        problem(
          hajj.source.file,
          positionOf(hajj.source, ['season', 'year']),
          `the Hajj season ${year} is over: update the season and its packages`,
          'warning',
        ),
      )
  }
  const umrah = validCatalogue(ctx, 'umrah')
  umrah?.data.packages.forEach((pkg, i) => {
    const departure = Date.parse(`${pkg.departure} UTC`)
    if (pkg.soldOut || Number.isNaN(departure) || dayOf(new Date(departure)) >= today) return
    problems.push(
      problem(
        umrah.source.file,
        positionOf(umrah.source, ['packages', i, 'departure']),
        `package ${pkg.id} departed on ${pkg.departure}: mark it \`soldOut: true\`, update its dates or remove it`,
        'warning',
      ),
    )
  })
  return problems
}
