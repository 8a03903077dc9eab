// The quote wizard's address with one package chosen (issue 38): forms/quote-room.ts reads it as the
// wizard opens, and a room table adds `&room=`. Browser-safe.
import { pageHref } from './href'

/** /get-quote/?package=<id> in the page's language (`localHref` from useLocalHref or localHrefs). */
export const packageQuoteHref = (packageId: string, localHref: (href: string) => string): string =>
  `${localHref(pageHref('/get-quote'))}?package=${encodeURIComponent(packageId)}`
