// The package and room a quote is asked for (issue 38): a package page's room price links to
// /get-quote/?package=<id>&room=<room>; the wizard starts with both chosen, send-quote-email
// refuses a room the package does not offer, and both e-mails name the room with the price per
// person the page showed for it. The packages and prices are compiled from data/ on the day of the
// build (forms/quote-packages.generated.ts). Browser-safe: no Node modules.
import type { z } from 'zod'
import { formatFor } from '../content/browser/format'
import type { Room } from '../content/browser/room-prices'
import { optionLabel } from './_shared/fields'
import { textsIn, type Locale } from './_shared/form-words'
import { fill } from './_shared/messages'
import { QUOTE_FORM } from './quote-form.generated'
import { QUOTE_PACKAGES } from './quote-packages.generated'

type QuotePackage = (typeof QUOTE_PACKAGES)[number]

/** The package of a value sent or read from the address; undefined for anything else. */
export const quotePackageOf = (id: unknown): QuotePackage | undefined => QUOTE_PACKAGES.find((pkg) => pkg.id === id)

/** The rooms the package is sold in, quad first; none for a package with one price for all (then any room may be asked for). */
export const roomsOf = (pkg: QuotePackage): Room[] => Object.keys(pkg.rooms) as Room[]

/** Whether a quote for this package may name this room. */
export const offersRoom = (pkg: QuotePackage, room: string): boolean => roomsOf(pkg).length === 0 || roomsOf(pkg).includes(room as Room)

/** The package's name in `locale` (the agency's e-mail: English). */
export const packageTitle = (id: unknown, locale: Locale): string | undefined => quotePackageOf(id)?.titles[locale]

/** A room sharing choice as the e-mails and the room list name it: 'Quad – £1,595 per person' when the package prices that room. */
export function roomChoiceLabel(room: unknown, packageId: unknown, locale: Locale): string | undefined {
  if (!room) return undefined
  const texts = textsIn('quote', QUOTE_FORM, locale)
  const name = optionLabel(texts.options.roomSharing, String(room))
  const price = quotePackageOf(packageId)?.rooms[room as Room]
  return price === undefined ? name : fill(texts.roomPrice, { room: name, price: formatFor(locale).pounds(price) })
}

/**
 * What the wizard starts with from its address: the package (and its service) when it can be
 * asked for, and the room when that package offers it. An unknown package or room is left out,
 * so the visitor chooses it as they would have without the link; the server checks the pair again.
 */
export function chosenByAddress(search: string): { package?: string; serviceType?: string; roomSharing?: string } {
  const query = new URLSearchParams(search)
  const pkg = quotePackageOf(query.get('package'))
  if (!pkg) return {}
  const room = query.get('room') ?? ''
  return { package: pkg.id, serviceType: pkg.service, ...(room && roomsOf(pkg).includes(room as Room) ? { roomSharing: room } : {}) }
}

/** The check across the two fields: a room the chosen package is not sold in is refused, under room sharing. */
export const roomOfferedCheck =
  (message: string) =>
  (data: { package?: unknown; roomSharing?: unknown }, ctx: z.RefinementCtx): void => {
    const pkg = quotePackageOf(data.package)
    if (pkg && typeof data.roomSharing === 'string' && data.roomSharing !== '' && !offersRoom(pkg, data.roomSharing)) {
      ctx.addIssue({ code: 'custom', path: ['roomSharing'], message })
    }
  }
