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
import { problem, type Problem } from '../data/problem'
import { positionOf } from './source'
import { checkVisaCatalogues } from './visa-checks'
import { checkFormWords } from './form-words'
import { checkRouteTable } from './route-table'

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
