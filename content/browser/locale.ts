// The languages the site is written in, and how a page's URL names its language: English at the
// root, every other language under its own prefix (/bn/umrah/ is /umrah/ in Bengali).
// Browser-safe: islands read the locale of the page they hydrate on.

/** The site's languages; the first is the default, served without a prefix. */
export const LOCALES = ['en', 'bn'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = LOCALES[0]

/** The BCP 47 tag of each language: `<html lang>`, Intl's formatting and hreflang all use it. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-GB', bn: 'bn' }

/** Which way each language's lines run: `<html dir>`, and from it the CSS's logical sides and the arrow keys' meaning. */
type Direction = 'ltr' | 'rtl'
export const DIRECTIONS: Record<Locale, Direction> = { en: 'ltr', bn: 'ltr' }

/**
 * Whether a language's running text is drawn in a web face that comes after the first paint
 * (English: Source Sans 3, renderer/styles/fonts.css) rather than in the device's own fonts from the
 * start (Bengali). Where it is, a banner's text keeps the room the face will take (PageHero).
 */
export const TEXT_FACE_COMES_LATE: Record<Locale, boolean> = { en: true, bn: false }

/**
 * Whether a language's pages paint their first screen from CSS inlined in the document, the site's
 * stylesheets asked for after that paint (scripts/critical-css.ts), or link the stylesheets in
 * <head> and paint once with them. English inlines: its LCP stays within 1.0 s. Bengali links them:
 * its text is in the device's fonts from the start, and restyling its shaped text when the
 * stylesheets came was two thirds of its blocking time. Four Bengali pages built both ways:
 * TBT lower on each, LCP within 1.0 s (docs/performance.md).
 */
export const FIRST_SCREEN_CSS_INLINED: Record<Locale, boolean> = { en: true, bn: false }

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

/** '/bn/umrah/' → bn and '/umrah/'; a path without a language prefix is in the default language. */
export function localeOfPath(pathname: string): { locale: Locale; pathname: string } {
  const prefix = /^\/([a-z]{2})(\/|$)/.exec(pathname)?.[1]
  if (!prefix || prefix === DEFAULT_LOCALE || !isLocale(prefix)) return { locale: DEFAULT_LOCALE, pathname }
  return { locale: prefix, pathname: pathname.slice(prefix.length + 1) || '/' }
}

const taggedLocale = (tag: string | undefined): Locale | undefined => LOCALES.find((locale) => LANGUAGE_TAGS[locale] === tag)

/** The locale whose tag a page's `<html lang>` carries (the default for any other tag). */
export function localeOfTag(tag: string): Locale {
  return taggedLocale(tag) ?? DEFAULT_LOCALE
}

/** The language of a built document by its `<html lang>`; throws for a tag of no language of the site. */
export function localeOfDocument(html: string): Locale {
  const tag = /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1]
  const locale = taggedLocale(tag)
  if (!locale)
    throw new Error(
      `A page whose <html lang> is ${tag ? `"${tag}"` : 'missing'}: one of ${LOCALES.map((each) => LANGUAGE_TAGS[each]).join(', ')} was expected.`,
    )
  return locale
}

/** '/umrah/' in `locale`: '/bn/umrah/' (the default language's addresses have no prefix). */
export function pathInLocale(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`
}
