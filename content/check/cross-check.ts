import { runChecks, validCatalogue, type CheckContext } from './check-context'
import { checkSchemaMeaning } from './meaning/check'
import { checkLinksAndImages } from './links'
import { checkMarkdownPages } from './markdown-checks'
import { checkPageCoverage } from './page-coverage'
import { checkPageMetaLengths } from './page-meta-lengths'
import { checkDateRanges } from './date-checks'
import { checkSeason } from './season-checks'
import { checkMarkup } from './markup-checks'
import { checkPackageTexts } from './package-texts'
import { checkButtonNames } from './button-names'
import { problem, type Problem } from '../problem'
import { isParameterised, isRedirect } from '../routing'
import { positionOf } from './source'
import { checkVisaCatalogues } from './visa-checks'
import { checkFormWords } from './form-words'

export type { CheckContext } from './check-context'

/** A visa card of the home page shows a visa's price, or its own. */
function checkVisaCards(ctx: CheckContext): Problem[] {
  const home = validCatalogue(ctx, 'home')
  if (!home) return []
  return home.data.visas.items.flatMap((card, i) =>
    card.visa === undefined && card.price === undefined && card.priceFrom === undefined
      ? [
          problem(
            home.source.file,
            positionOf(home.source, ['visas', 'items', i]),
            'this visa card has no price: write visa: <an id of data/visa.yaml>, or priceFrom: schengenVisa',
          ),
        ]
      : [],
  )
}

/** `{packageId}` and `idsFrom` only make sense together. */
function checkRouteTable(ctx: CheckContext): Problem[] {
  const routes = validCatalogue(ctx, 'routes')
  if (!routes) return []
  const problems: Problem[] = []
  routes.data.routes.forEach((route, i) => {
    const at = positionOf(routes.source, ['routes', i, 'path'])
    if (isParameterised(route.path) && !route.idsFrom && !isRedirect(route))
      problems.push(problem(routes.source.file, at, `${route.path} has a {...} part but no idsFrom: add \`idsFrom: umrah\` or \`idsFrom: hajj\``))
    if (!isParameterised(route.path) && route.idsFrom)
      problems.push(
        problem(
          routes.source.file,
          positionOf(routes.source, ['routes', i, 'idsFrom']),
          `idsFrom is only used with a path containing {...}, e.g. /umrah/{packageId}: remove it`,
        ),
      )
  })
  return problems
}

/** The checks a schema cannot express, across files and against the rest of the project. */
export function crossCheck(ctx: CheckContext): Problem[] {
  return runChecks(ctx, [
    checkSchemaMeaning,
    checkVisaCards,
    checkRouteTable,
    checkVisaCatalogues,
    checkFormWords,
    checkLinksAndImages,
    checkPageMetaLengths,
    checkDateRanges,
    checkSeason,
    checkMarkup,
    checkPackageTexts,
    checkButtonNames,
    checkPageCoverage,
    checkMarkdownPages,
  ])
}
