// The home page on the day of the build: the slides and service cards with their prices, titles
// and dates worked out from data/umrah.yaml and data/hajj.yaml. Server-only.
import { pageHref } from '../routes/href'
import type { Home, ServiceCard, Slide, VisaCard } from '../../../schemas/types.generated'
import { loadCatalogue } from '../data/load'
import { fillFacts, loadFilled, pricesFrom, siteFacts, timeIn, type PriceFrom, type PricesFrom } from '../facts/facts'
import { earlyBirdOpen, hajjOnDay, registrationOpen } from '../hajj/season'
import { showUmrahPackage } from '../umrah'
import { type Locale } from '../../browser/locale'
import { localHref } from '../routes/localise'
import { wordsFor } from '../../browser/words/words'

/** A slide as shown: titles, dates and prices already worked out from data. */
export interface HeroSlide {
  title: string
  subtitle: string
  description: string
  price: number
  priceSuffix?: string
  link: string
  image: string
}

const HOME_FILE = 'data/home.yaml'

export interface HomeDay {
  today: string
  /** The page's language: its words, formats and links. */
  locale: Locale
  facts: Record<string, string>
  /** Every "from" price: Umrah and Hajj packages still on offer (none when nothing is), visas, hotels, flights. */
  from: PricesFrom
  hajjRegistrationOpen: boolean
  hajjEarlyBird: boolean
}

/** What the home page's words may depend on, on `today`. */
export function homeDay(today: string, locale: Locale): HomeDay {
  const hajj = hajjOnDay(loadCatalogue('hajj', 'en'), today)
  return {
    today,
    locale,
    facts: siteFacts(today, locale),
    from: pricesFrom(today),
    hajjRegistrationOpen: registrationOpen(hajj, today),
    hajjEarlyBird: earlyBirdOpen(hajj, today),
  }
}

function priceFrom(kind: PriceFrom, day: HomeDay): number | undefined {
  return day.from[kind]
}

/** The slide as shown, or undefined when it has nothing to offer today. */
export function showSlide(slide: Slide, day: HomeDay, index: number): HeroSlide | undefined {
  const where = `${HOME_FILE} slides[${index}]`
  if (slide.showWhile === 'hajjRegistrationOpen' && !day.hajjRegistrationOpen) return undefined
  if (slide.showWhile === 'hajjEarlyBird' && !day.hajjEarlyBird) return undefined
  let facts = day.facts
  let fromPackage: Partial<HeroSlide> = {}
  if (slide.umrahPackage) {
    const found = loadFilled('umrah', [], day.locale).packages.find((p) => p.id === slide.umrahPackage)
    if (!found) throw new Error(`${where}: umrahPackage ${slide.umrahPackage} is not a package of data/umrah.yaml`)
    const pkg = showUmrahPackage(found, day.today, day.locale)
    if (!pkg.bookable) return undefined
    facts = { ...facts, dates: pkg.dates, duration: pkg.duration, airline: pkg.airline }
    fromPackage = { title: pkg.title, price: pkg.price, link: localHref(pageHref(pkg.detailPage ? `/umrah/${pkg.id}` : '/umrah'), day.locale) }
  }
  // A slide selling a catalogue with nothing left to book has nothing to offer today.
  if (slide.priceFrom && slide.price === undefined && priceFrom(slide.priceFrom, day) === undefined) return undefined
  const price = slide.price ?? (slide.priceFrom ? priceFrom(slide.priceFrom, day) : fromPackage.price)
  const title = slide.title ?? fromPackage.title
  const link = slide.link ?? fromPackage.link
  if (price === undefined || title === undefined || link === undefined) {
    throw new Error(`${where}: a slide needs a title, a price and a link; write them, or give umrahPackage to take them from a package`)
  }
  return fillFacts(
    { title, subtitle: slide.subtitle, description: slide.description, price, priceSuffix: slide.priceSuffix, link, image: slide.image },
    facts,
    where,
  )
}

/** A service card with its price worked out: none while its catalogue has nothing to book (the card says new dates are coming). */
export interface ShownServiceCard extends Omit<ServiceCard, 'price' | 'priceFrom'> {
  price?: number
}

export function showServiceCard(card: ServiceCard, day: HomeDay, index: number): ShownServiceCard {
  if (card.price === undefined && card.priceFrom === undefined) throw new Error(`${HOME_FILE} services.items[${index}]: write price or priceFrom`)
  const price = card.price ?? (card.priceFrom ? priceFrom(card.priceFrom, day) : undefined)
  const { priceFrom: _kind, ...rest } = card
  return fillFacts({ ...rest, price }, day.facts, `${HOME_FILE} services.items[${index}]`)
}

/** A visa card as shown: a visa of data/visa.yaml with its own title, price, validity and processing time. */
export interface ShownVisaCard {
  title: string
  price: number
  validity: string
  processing: string
  link: string
}

export function showVisaCard(written: VisaCard, day: HomeDay, index: number): ShownVisaCard {
  const where = `${HOME_FILE} visas.items[${index}]`
  // A card of its own quotes the catalogues' times as facts ({schengenProcessing}).
  const card = fillFacts(written, day.facts, where)
  const visa = card.visa === undefined ? undefined : loadCatalogue('visa', day.locale).services.visas.find((v) => v.id === card.visa)
  if (card.visa !== undefined && !visa) throw new Error(`${where}: visa ${card.visa} is not a visa of data/visa.yaml`)
  const title = visa?.title ?? card.title
  const price = visa?.price ?? (card.priceFrom ? priceFrom(card.priceFrom, day) : card.price)
  const valid = visa ? timeIn(visa.validity, day.locale) : card.validity
  if (card.stay && !visa) throw new Error(`${where}: stay shows a visa's duration: write visa: <an id of data/visa.yaml>`)
  const validity =
    card.stay && visa && valid !== undefined
      ? wordsFor(day.locale)('visa.validityWithStay', { validity: valid, stay: timeIn(visa.duration, day.locale) })
      : valid
  const processing = visa ? timeIn(visa.processing, day.locale) : card.processing
  if (title === undefined || price === undefined || validity === undefined || processing === undefined)
    throw new Error(`${where}: write visa: <an id of data/visa.yaml>, or title, validity, processing and priceFrom`)
  return { title, price, validity, processing, link: card.link }
}

/** data/home.yaml as the home page shows it on `today`. */
export function showHome(home: Home, today: string, locale: Locale) {
  const day = homeDay(today, locale)
  const { slides, services, visas, ...rest } = home
  const banner = rest.hajj.banner
  return {
    ...fillFacts(rest, day.facts, HOME_FILE),
    slides: slides.flatMap((slide, i) => showSlide(slide, day, i) ?? []),
    services: { ...services, items: services.items.map((card, i) => showServiceCard(card, day, i)) },
    visas: { ...fillFacts(visas, day.facts, HOME_FILE), items: visas.items.map((card, i) => showVisaCard(card, day, i)) },
    hajjBanner: day.hajjRegistrationOpen
      ? fillFacts({ ...banner, earlyBird: day.hajjEarlyBird ? banner.earlyBird : undefined }, day.facts, HOME_FILE)
      : undefined,
  }
}
