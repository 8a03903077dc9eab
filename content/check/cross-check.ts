import { runChecks, validCatalogue, type CheckContext } from './check-context'
import { checkFacts, checkPageAnchors, checkUmrahTabs } from './file-references'
import { checkLinksAndImages } from './links'
import { checkMarkdownPages } from './markdown-checks'
import { checkPageCoverage } from './page-coverage'
import { checkPageMetaLengths } from './page-meta-lengths'
import { checkDateRanges } from './date-checks'
import { checkSeason } from './season-checks'
import { checkSale } from './sale-checks'
import { checkMarkup } from './markup-checks'
import { checkPackageTexts } from './package-texts'
import { checkButtonNames } from './button-names'
import { problem, type Problem } from '../problem'
import { isParameterised, isRedirect } from '../routing'
import { positionOf, type DataPath, type SourceFile } from './source'
import { closest } from './suggest'
import { uniqueValues } from './unique'
import { checkVisaCatalogues } from './visa-checks'
import { checkFormWords } from './form-words'
import { shown } from './written'
import { roomsNotAbovePrice } from '../room-prices'
import type { RoomPrices } from '../../schemas/types.generated'

export type { CheckContext } from './check-context'

function checkUniqueIds(ctx: CheckContext): Problem[] {
  const umrah = validCatalogue(ctx, 'umrah')
  const hajj = validCatalogue(ctx, 'hajj')
  const testimonials = validCatalogue(ctx, 'testimonials')
  const routes = validCatalogue(ctx, 'routes')
  const hotels = validCatalogue(ctx, 'hotels')
  const tours = validCatalogue(ctx, 'islamic-tours')
  const gallery = validCatalogue(ctx, 'gallery')
  return [
    ...(umrah ? uniqueValues(umrah.source, umrah.data.packages, ['packages'], 'id', 'package') : []),
    ...(hajj ? uniqueValues(hajj.source, hajj.data.packages, ['packages'], 'id', 'package') : []),
    ...(testimonials ? uniqueValues(testimonials.source, testimonials.data.testimonials, ['testimonials'], 'id', 'review') : []),
    ...(routes ? uniqueValues(routes.source, routes.data.routes, ['routes'], 'path', 'route') : []),
    ...(hotels ? uniqueValues(hotels.source, hotels.data.hotels, ['hotels'], 'id', 'hotel') : []),
    ...(tours ? uniqueValues(tours.source, tours.data.tours.items, ['tours', 'items'], 'id', 'tour') : []),
    ...(gallery ? uniqueValues(gallery.source, gallery.data.categories, ['categories'], 'id', 'category') : []),
    ...(gallery ? uniqueValues(gallery.source, gallery.data.photos, ['photos'], 'id', 'photo') : []),
  ]
}

/** The priced lists of data/, each with its path (for the line of a problem). */
function pricedLists(
  ctx: CheckContext,
): { source: SourceFile; path: DataPath; items: { price?: number; originalPrice?: number; roomPrices?: RoomPrices }[] }[] {
  const umrah = validCatalogue(ctx, 'umrah')
  const hajj = validCatalogue(ctx, 'hajj')
  const tours = validCatalogue(ctx, 'islamic-tours')
  return [
    ...(umrah ? [{ source: umrah.source, path: ['packages'], items: umrah.data.packages }] : []),
    ...(hajj ? [{ source: hajj.source, path: ['packages'], items: hajj.data.packages }] : []),
    ...(tours ? [{ source: tours.source, path: ['tours', 'items'], items: tours.data.tours.items }] : []),
  ]
}

/** The struck-through "was" price must be above the price, or the offer reads as a price rise. */
function checkOriginalPrices(ctx: CheckContext): Problem[] {
  return pricedLists(ctx).flatMap(({ source, path, items }) =>
    items.flatMap((pkg, index) => {
      if (typeof pkg.originalPrice !== 'number' || typeof pkg.price !== 'number' || pkg.originalPrice > pkg.price) return []
      return [
        problem(
          source.file,
          positionOf(source, [...path, index, 'originalPrice']),
          `originalPrice ${pkg.originalPrice} must be more than price ${pkg.price}: it is shown struck through as the old price; write the old, higher price or remove originalPrice`,
        ),
      ]
    }),
  )
}

/** A room shared by fewer costs more per person: price is the quad room's, the "from" price, so the lowest. */
function checkRoomPrices(ctx: CheckContext): Problem[] {
  return pricedLists(ctx).flatMap(({ source, path, items }) =>
    items.flatMap((pkg, index) =>
      typeof pkg.price !== 'number'
        ? []
        : roomsNotAbovePrice({ price: pkg.price, roomPrices: pkg.roomPrices }).map(({ room, price }) =>
            problem(
              source.file,
              positionOf(source, [...path, index, 'roomPrices', room]),
              `roomPrices ${room} ${price} must be more than price ${pkg.price}: price is the quad room's, the lowest, shown as the "from" price; write the ${room} room's price per person`,
            ),
          ),
    ),
  )
}

function unknownReference(source: SourceFile, path: DataPath, value: string, known: string[], what: string): Problem {
  const [guess] = closest(value, known)
  const fix = guess ? `did you mean ${guess}?` : `use one of ${known.join(', ')}`
  return problem(source.file, positionOf(source, path), `${shown(value)} is not ${what}: ${fix}`)
}

/** Lists of ids on the home page and office names in the top bar must name things that exist. */
function checkReferences(ctx: CheckContext): Problem[] {
  const problems: Problem[] = []
  const home = validCatalogue(ctx, 'home')
  const hajj = validCatalogue(ctx, 'hajj')
  const gallery = validCatalogue(ctx, 'gallery')
  if (gallery) {
    const ids = gallery.data.categories.map((c) => c.id)
    gallery.data.photos.forEach((photo, i) => {
      if (!ids.includes(photo.category))
        problems.push(unknownReference(gallery.source, ['photos', i, 'category'], photo.category, ids, 'a category id of the categories above'))
    })
  }
  const testimonials = validCatalogue(ctx, 'testimonials')
  if (home && hajj) {
    const ids = hajj.data.packages.map((p) => p.id)
    home.data.hajj.featured.forEach((id, i) => {
      if (!ids.includes(id)) problems.push(unknownReference(home.source, ['hajj', 'featured', i], id, ids, 'a Hajj package id of data/hajj.yaml'))
    })
  }
  const visa = validCatalogue(ctx, 'visa')
  if (home && visa) {
    const ids = visa.data.services.visas.map((v) => v.id)
    home.data.visas.items.forEach((card, i) => {
      if (card.visa !== undefined && !ids.includes(card.visa))
        problems.push(unknownReference(home.source, ['visas', 'items', i, 'visa'], card.visa, ids, 'a visa id of data/visa.yaml'))
      if (card.visa === undefined && card.price === undefined && card.priceFrom === undefined)
        problems.push(
          problem(
            home.source.file,
            positionOf(home.source, ['visas', 'items', i]),
            'this visa card has no price: write visa: <an id of data/visa.yaml>, or priceFrom: schengenVisa',
          ),
        )
    })
  }
  const comparison = validCatalogue(ctx, 'hajj-comparison')
  if (comparison && hajj) {
    const ids = hajj.data.packages.map((p) => p.id)
    for (const type of ['shifting', 'nonShifting'] as const) {
      comparison.data.types[type].featured.forEach((id, i) => {
        if (!ids.includes(id))
          problems.push(unknownReference(comparison.source, ['types', type, 'featured', i], id, ids, 'a Hajj package id of data/hajj.yaml'))
      })
    }
  }
  if (comparison && testimonials) {
    const ids = testimonials.data.testimonials.map((t) => t.id)
    comparison.data.testimonials.ids.forEach((id, i) => {
      if (!ids.includes(id)) problems.push(unknownReference(comparison.source, ['testimonials', 'ids', i], id, ids, 'a review id of data/testimonials.yaml'))
    })
  }
  const contact = validCatalogue(ctx, 'contact-page')
  if (contact && testimonials) {
    const ids = testimonials.data.testimonials.map((t) => t.id)
    contact.data.testimonials.ids.forEach((id, i) => {
      if (!ids.includes(id)) problems.push(unknownReference(contact.source, ['testimonials', 'ids', i], id, ids, 'a review id of data/testimonials.yaml'))
    })
  }
  const navigation = validCatalogue(ctx, 'navigation')
  const site = validCatalogue(ctx, 'site')
  if (site) {
    const cities = site.data.offices.map((o) => o.city)
    navigation?.data.topBar.offices.forEach((city, i) => {
      if (!cities.includes(city)) problems.push(unknownReference(navigation.source, ['topBar', 'offices', i], city, cities, 'an office city of data/site.yaml'))
    })
    contact?.data.offices.roles.forEach((role, i) => {
      if (!cities.includes(role.city))
        problems.push(unknownReference(contact.source, ['offices', 'roles', i, 'city'], role.city, cities, 'an office city of data/site.yaml'))
    })
  }
  return problems
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
    checkUniqueIds,
    checkOriginalPrices,
    checkRoomPrices,
    checkReferences,
    checkRouteTable,
    checkVisaCatalogues,
    checkFormWords,
    checkLinksAndImages,
    checkUmrahTabs,
    checkFacts,
    checkPageAnchors,
    checkPageMetaLengths,
    checkDateRanges,
    checkSeason,
    checkSale,
    checkMarkup,
    checkPackageTexts,
    checkButtonNames,
    checkPageCoverage,
    checkMarkdownPages,
  ])
}
