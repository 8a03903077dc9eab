// The facts that words in data/ may quote as {name} ("from {lowestUmrahPrice}", "Hajj
// {hajjYear}"), so a date, price or licence number is written in one place only (data/umrah.yaml,
// data/hajj.yaml, data/site.yaml, the visa, hotel and flight catalogues) and every page follows
// when it changes. Server-only.
import type { Site } from '../../../schemas/types.generated'
import { loadCatalogue } from '../data/load'
import { formatFor, type Format } from '../../browser/format'
import { DEFAULT_LOCALE, type Locale } from '../../browser/locale'
import { earlyBirdOpen, hajjDaysOfYear, hajjDaysText, hajjOnDay, hajjPriceFrom, ramadanDays, seasonOnDay } from '../hajj/season'
import { wordsFor } from '../../browser/words/words'
import { WORDS } from '../../browser/words/words.generated'
// Facts are written in every page's language: the server has every language's words.
import '../language/all-words'
import { fill } from '../../browser/fill'
import { translationFile } from '../language/translation'
import { today } from '../today'
import { tourPriceFrom } from '../tours'
import { umrahPriceFrom } from '../umrah'
import { FORM_PLACEHOLDERS, sentencesOf, type FactName, type LapsingFact } from './names'

export { FACT_NAMES, FORM_PLACEHOLDERS, type FactName } from './names'

/** What a "from" price can be worked out for: the lowest price of its catalogue. */
export const PRICES_FROM = ['umrah', 'hajj', 'visa', 'schengenVisa', 'hotels', 'flights', 'tours'] as const
export type PriceFrom = (typeof PRICES_FROM)[number]

/** Every "from" price; Umrah and Hajj have none while nothing of theirs can be booked. */
export type PricesFrom = Record<Exclude<PriceFrom, 'umrah' | 'hajj'>, number> & Record<'umrah' | 'hajj', number | undefined>

/**
 * Every "from" price on `day`: Umrah and Hajj from the packages still on offer (none once every
 * one has departed or sold out), the others from the lowest price of their catalogue
 * (data/visa.yaml, data/schengen-visa.yaml, data/hotels.yaml, data/flights.yaml), so a price is
 * typed once and the home page and route descriptions follow.
 */
export function pricesFrom(day: string = today()): PricesFrom {
  const lowest = (prices: number[]) => Math.min(...prices)
  return {
    umrah: umrahPriceFrom(loadCatalogue('umrah', 'en').packages, day),
    hajj: hajjPriceFrom(hajjOnDay(loadCatalogue('hajj', 'en'), day), day),
    visa: lowest(loadCatalogue('visa', 'en').services.visas.map((v) => v.price)),
    schengenVisa: lowest(loadCatalogue('schengen-visa', 'en').services.countries.map((c) => c.price)),
    hotels: lowest(loadCatalogue('hotels', 'en').hotels.map((h) => h.price)),
    flights: lowest(loadCatalogue('flights', 'en').destinations.items.map((d) => d.price)),
    tours: tourPriceFrom(loadCatalogue('islamic-tours', 'en').tours.items),
  }
}

/**
 * '1–7 working days': the shortest and longest of processing times written like '3-5 working
 * days' or '1 working day' (one unit), so a summary follows the catalogue.
 */
export function timeRange(times: readonly string[]): string {
  const parsed = times.map((t) => /^(\d+)(?:\s*[-–]\s*(\d+))?\s+(.+)$/.exec(t.trim()))
  if (parsed.some((m) => m === null)) return times.join(', ')
  const units = new Set(parsed.map((m) => m![3].replace(/^(\w+ )?days?$/, '$1days').replace(/^(\w+ )?weeks?$/, '$1weeks')))
  if (units.size > 1) return times.join(', ')
  const from = Math.min(...parsed.map((m) => Number(m![1])))
  const to = Math.max(...parsed.map((m) => Number(m![2] ?? m![1])))
  const unit = [...units][0]
  return from === to ? (from === 1 ? `1 ${unit.replace(/s$/, '')}` : `${from} ${unit}`) : `${from}–${to} ${unit}`
}

/** The units of data/words.yaml's `time`: how the catalogues write a time ("3-5 working days"). */
const TIME_UNITS = Object.keys(WORDS.time) as Array<keyof typeof WORDS.time>
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Each unit's English shape, its figures caught: "{count} working days" → /^(\d+)(?:-(\d+))? working days$/. */
const TIME_SHAPES = TIME_UNITS.map((unit) => ({
  unit,
  shape: new RegExp(`^${escapeRegExp(WORDS.time[unit]).replace(escapeRegExp('{count}'), '(\\d+)(?:\\s*[-–]\\s*(\\d+))?')}$`),
}))

/**
 * A time of the catalogues ("3-5 working days", "1 year", a summary's "1–7 working days") as
 * `locale`'s pages write it: English as data/ writes it; another language with its figures in its
 * digits and its word for the unit (data/<locale>/words.yaml `time`: "৩–৫ কর্মদিবস"). A time of
 * another shape stays as written.
 */
export function timeIn(time: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return time
  const { number } = formatFor(locale)
  for (const { unit, shape } of TIME_SHAPES) {
    const match = shape.exec(time.trim())
    if (!match) continue
    const [from, to] = [Number(match[1]), match[2] === undefined ? undefined : Number(match[2])]
    return wordsFor(locale)(`time.${unit}`, { count: to === undefined ? number(from) : `${number(from)}–${number(to)}` })
  }
  return time
}

/**
 * A catalogue's time on `locale`'s page: written by timeIn from the English when it has a time's
 * shape ("3-5 working days", so its figures are written once), else the translation's text ("3 months from issue").
 */
export function shownTime(english: string, translated: string, locale: Locale): string {
  const written = timeIn(english, locale)
  return locale === DEFAULT_LOCALE || written !== english ? written : translated
}

/** The processing times and stay the visa catalogues give, as the home page summarises them in `locale`. */
function visaFacts(locale: Locale) {
  const saudi = loadCatalogue('visa', 'en').services.visas
  const schengen = loadCatalogue('schengen-visa', 'en')
  const eWaiver = saudi.find((v) => v.id === 'e-waiver')
  return {
    eWaiverProcessing: timeIn(eWaiver ? eWaiver.processing : timeRange(saudi.map((v) => v.processing)), locale),
    saudiVisaProcessing: timeIn(timeRange(saudi.map((v) => v.processing)), locale),
    schengenProcessing: timeIn(timeRange(schengen.services.countries.map((c) => c.processing)), locale),
    schengenStay: loadCatalogue('schengen-visa', locale).services.stay,
  }
}

/**
 * The facts that no longer hold on the day, under this key of siteFacts' record (Object.keys and
 * JSON leave a symbol out): the early-bird date once it has passed or its season is over, the
 * Hajj or Umrah "from" price once nothing of theirs can be booked (it would be a departed
 * season's; such a fact reads "new dates soon" where a text must keep it). fillFacts
 * leaves out the sentences that quote them, so no page promises a past date or a past price.
 */
export const LAPSED = Symbol('facts that no longer hold')

export type Facts = Readonly<Record<string, string>> & { readonly [LAPSED]?: readonly FactName[] }

/** Every fact, as shown, on the day of the build. */
export function siteFacts(day: string = today(), locale: Locale): Record<FactName, string> & { readonly [LAPSED]: readonly FactName[] } {
  const t = wordsFor(locale)
  const { dateRange, longDate, monthYear, pounds } = formatFor(locale)
  const hajj = hajjOnDay(loadCatalogue('hajj', 'en'), day)
  const site = loadCatalogue('site', 'en')
  const from = pricesFrom(day)
  // Between seasons the year and days are the next Hajj's, by the calendar: no past season is named as coming.
  const onDay = seasonOnDay(loadCatalogue('hajj', 'en'), day)
  const hajjDates = onDay.open
    ? hajjDaysText(onDay.season, formatFor(locale))
    : dateRange(hajjDaysOfYear(onDay.nextYear).from, hajjDaysOfYear(onDay.nextYear).to)
  const announced = onDay.open && onDay.season.announcedHajjDays !== undefined
  const ramadan = ramadanDays(day)
  const ramadanMonths =
    monthYear(ramadan.from) === monthYear(ramadan.to)
      ? monthYear(ramadan.from)
      : `${monthYear(ramadan.from).replace(/ \d{4}$/, ramadan.from.slice(0, 4) === ramadan.to.slice(0, 4) ? '' : ` ${ramadan.from.slice(0, 4)}`)}–${monthYear(ramadan.to)}`
  const lapsed: LapsingFact[] = [
    ...(earlyBirdOpen(hajj, day) ? [] : ['earlyBirdUntil' as const]),
    ...(onDay.open && from.hajj !== undefined ? [] : ['lowestHajjPrice' as const]),
    ...(from.umrah === undefined ? ['lowestUmrahPrice' as const] : []),
  ]
  const priceOrNewDates = (amount: number | undefined) => (amount === undefined ? t('price.newDatesSoon') : pounds(amount))
  return {
    [LAPSED]: lapsed,
    hajjYear: formatFor(locale).digits(onDay.open ? onDay.season.year : onDay.nextYear),
    hajjDates,
    hajjWhen: announced ? t('season.hajjAnnounced', { dates: hajjDates }) : t('season.hajjExpected', { dates: hajjDates }),
    ramadanMonths,
    ...visaFacts(locale),
    earlyBirdUntil: longDate(hajj.season.earlyBirdUntil),
    lowestHajjPrice: priceOrNewDates(from.hajj),
    lowestUmrahPrice: priceOrNewDates(from.umrah),
    lowestVisaPrice: pounds(from.visa),
    lowestSchengenVisaPrice: pounds(from.schengenVisa),
    lowestHotelPrice: pounds(from.hotels),
    lowestFlightPrice: pounds(from.flights),
    ...agencyFacts(site, locale),
  }
}

/** The facts data/site.yaml alone gives: the agency's name, licence, rating, contact details and terms. */
export function agencyFacts(site: Site, locale: Locale) {
  const format = formatFor(locale)
  return {
    // Read, not dialled or typed: in the page's digits (a tel: link is made from site.phones itself).
    atolNumber: format.figures(site.atolNumber),
    agencyName: site.name,
    ratingValue: format.number(site.rating.value),
    reviewCount: format.number(site.rating.count),
    phone: format.figures(site.phones.main.display),
    email: site.emails.main,
    address: `${site.address.street}, ${site.address.locality} ${site.address.postalCode}`,
    privacyReplyHours: format.digits(site.privacyReplyHours),
    replyHours: format.digits(site.replyHours),
    enquiryRetentionDays: format.digits(site.enquiryRetentionDays),
    ...bookingTermFacts(site.bookingTerms, format),
  }
}

/** The booking terms' figures as /terms-conditions quotes them; the cancellation bands follow from two numbers. */
function bookingTermFacts(terms: ReturnType<typeof loadCatalogue<'site'>>['bookingTerms'], { pounds, digits }: Format) {
  // In the page's digits, so the table does not read "75%" beside "১০০%" (issue 37).
  return {
    flightDeposit: pounds(terms.flightDeposit),
    changeFee: pounds(terms.changeFee),
    balanceDueDays: digits(terms.balanceDueDays),
    balanceDueWeeks: digits(Math.floor(terms.balanceDueDays / 7)),
    lateCancellationFromDays: digits(terms.balanceDueDays - 1),
    lateCancellationToDays: digits(terms.lateCancellation.fromDays),
    lateCancellationPercent: `${digits(terms.lateCancellation.percent)}%`,
    finalCancellationDays: digits(terms.lateCancellation.fromDays - 1),
  }
}

/**
 * A copy of `content` with every {name} in its strings replaced by the fact. An unknown name
 * fails the build (`where` names the file), so a typo never reaches a page as "{hajjDate}";
 * the forms' placeholders and the names in `keep` (filled in later by the page) stay.
 */
export function fillFacts<T>(content: T, facts: Facts, where: string, keep: readonly string[] = []): T {
  const lapsed = facts[LAPSED] ?? []
  const quotesLapsed = (text: string) => lapsed.some((name) => text.includes(`{${name}}`))
  const fillText = (value: string) => fill(value, facts, { keep: [...FORM_PLACEHOLDERS, ...keep], where, noun: 'a fact' })
  /**
   * A text without its sentences that quote a lapsed fact. When every sentence does, the item of
   * a list holding it (a fact row, a paragraph, a question whose answer is gone) is left out
   * (LEFT_OUT); a text that is no list's item is kept whole, as the page needs it.
   */
  const fillItem = (value: unknown, listItem: boolean): unknown => {
    if (typeof value === 'string') {
      if (!quotesLapsed(value)) return fillText(value)
      const kept = sentencesOf(value).filter((sentence) => !quotesLapsed(sentence))
      return kept.length > 0 ? fillText(kept.join(' ')) : listItem ? LEFT_OUT : fillText(value)
    }
    if (Array.isArray(value)) {
      const items = value.map((item) => fillItem(item, true)).filter((item) => item !== LEFT_OUT)
      return items.length === 0 && value.length > 0 && listItem ? LEFT_OUT : items
    }
    if (value !== null && typeof value === 'object') {
      // Only a list's own item goes: a group inside it (a page's hero) keeps its texts whole.
      const entries = Object.entries(value).map(([k, v]) => [k, fillItem(v, listItem && (v === null || typeof v !== 'object' || Array.isArray(v)))] as const)
      return entries.some(([, v]) => v === LEFT_OUT) ? LEFT_OUT : Object.fromEntries(entries)
    }
    return value
  }
  return fillItem(content, false) as T
}

const LEFT_OUT = Symbol('left out')

/** A catalogue of data/ with its {facts} filled in; the names in `keep` are left for the page. */
export function loadFilled<K extends Parameters<typeof loadCatalogue>[0]>(
  name: K,
  keep: readonly string[] = [],
  locale: Locale,
  day: string = today(),
): ReturnType<typeof loadCatalogue<K>> {
  return fillFacts(loadCatalogue(name, locale), siteFacts(day, locale), translationFile(`data/${name}.yaml`, locale), keep)
}

/** data/routes.yaml with the facts in each page's title, description and keywords filled in (paths keep their {id}). */
export function loadRoutes(locale: Locale): ReturnType<typeof loadCatalogue<'routes'>> {
  const routes = loadCatalogue('routes', locale)
  const facts = siteFacts(today(), locale)
  return {
    ...routes,
    routes: routes.routes.map((route) => ({
      ...route,
      ...fillFacts({ title: route.title, description: route.description, localKeywords: route.localKeywords }, facts, `data/routes.yaml ${route.path}`),
    })),
  }
}

/** data/site.yaml as the pages show it: its reply promise with {replyHours} filled in. */
export function siteWithFacts(day: string = today(), locale: Locale): Site {
  const site = loadCatalogue('site', locale)
  return { ...site, replyPromise: fillFacts(site.replyPromise, siteFacts(day, locale), 'data/site.yaml replyPromise') }
}
