// data/navigation.yaml as every page shows it on the day of the build: {facts} filled in and the
// Umrah menu listing the departures that can still be booked. Server-only.
import { pageHref } from '../routes/href'
import { loadCatalogue } from '../data/load'
import { fillFacts, loadFilled, siteFacts } from '../facts/facts'
import { today } from '../today'
import { byDeparture, showUmrahPackage } from '../umrah'
import { seasonOnDay } from '../hajj/season'
import { wordsFor, type Translate } from '../../browser/words/words'
import type { Locale } from '../../browser/locale'
import { isEnglishOnly, localHref } from '../routes/localise'

type Navigation = ReturnType<typeof loadCatalogue<'navigation'>>

/**
 * The menus and the promotion when no Hajj season can be booked: they say what comes next
 * (data/words.yaml `season`), with the contact page, instead of selling a season that is over.
 */
function betweenSeasons(navigation: Navigation, year: number, t: Translate, locale: Locale): Navigation {
  const opensSoon = t('season.opensSoon', { year })
  const contact = localHref(pageHref('/contact'), locale)
  const relink = <T extends { href?: string; label: string }>(link: T): T => (link.href === REGISTRATION ? { ...link, label: opensSoon, href: contact } : link)
  return {
    ...navigation,
    main: navigation.main.map((item) => ({ ...relink(item), ...(item.children ? { children: item.children.map(relink) } : {}) })),
    promo: {
      ...navigation.promo,
      heading: opensSoon,
      text: t('season.opensSoonText', { year }),
      primary: { label: t('season.contact'), href: contact },
    },
  }
}

/** The Hajj registration page: between seasons, links to it become the "opens soon" link to /contact. */
const REGISTRATION = pageHref('/hajj-2026-registration')

export function loadNavigation(day: string = today(), locale: Locale) {
  const filled = fillFacts(loadCatalogue('navigation', locale), siteFacts(day, locale), 'data/navigation.yaml')
  const season = seasonOnDay(loadCatalogue('hajj', 'en'), day)
  const navigation = season.open ? filled : betweenSeasons(filled, season.nextYear, wordsFor(locale), locale)
  const departures = byDeparture(loadFilled('umrah', [], locale).packages.map((pkg) => showUmrahPackage(pkg, day, locale)))
    .filter((pkg) => pkg.bookable && pkg.detailPage)
    .map((pkg) => ({ label: pkg.title, href: localHref(pageHref(`/umrah/${pkg.id}`), locale) }))
  // On a page in another language, a menu link to a page not yet in it says so (the page is in English).
  const marked = <T extends { href?: string }>(link: T): T & { englishOnly?: true } =>
    link.href !== undefined && isEnglishOnly(link.href, locale) ? { ...link, englishOnly: true } : link
  // The top bar names offices by their English city (data/navigation.yaml); a page shows each in its language.
  const offices = loadCatalogue('site', 'en').offices
  const localCities = loadCatalogue('site', locale).offices
  const cityIn = (city: string) => localCities[offices.findIndex((office) => office.city === city)]?.city ?? city
  return {
    ...navigation,
    topBar: { ...navigation.topBar, offices: navigation.topBar.offices.map(cityIn) },
    /** The home page in the page's language (the logo's link). */
    home: localHref('/', locale),
    main: navigation.main.map(({ umrahDepartures, ...item }) => {
      const children = item.children && (umrahDepartures ? [item.children[0], ...departures, ...item.children.slice(1)] : item.children)
      return { ...marked(item), children: children?.map(marked) }
    }),
    footer: { ...navigation.footer, columns: navigation.footer.columns.map((column) => ({ ...column, links: column.links.map(marked) })) },
  }
}

/** The menus as a page shows them (loadNavigation). */
export type ShownNavigation = ReturnType<typeof loadNavigation>
