// data/hajj.yaml as every Hajj page shows it on the day of the build. Server-only.
import { loadCatalogue } from '../data/load'
import { fillFacts, siteFacts } from '../facts/facts'
import { earlyBirdOpen, hajjOnDay, seasonOf, showHajjPackage, showHajjSeason, type HajjOfSeason, type ShownHajjSeason } from './season'
import { today } from '../today'
import { type Locale } from '../../browser/locale'
import { formatFor } from '../../browser/format'
import { wordsFor } from '../../browser/words/words'

function showSeason(hajj: HajjOfSeason, day: string, locale: Locale) {
  const words = loadCatalogue('hajj-page', locale).dates
  const earlyBird = earlyBirdOpen(hajj, day)
  return {
    ...hajj,
    season: showHajjSeason(hajj, day, formatFor(locale)),
    packages: hajj.packages.map((pkg) => showHajjPackage(pkg, day, words, earlyBird, formatFor(locale), wordsFor(locale))),
  }
}

/**
 * The season offered on `day` (see hajjOnDay), its packages as shown. Once every package of it has
 * departed, the days of Hajj shown are the next Hajj's (as the facts say), never the ended season's.
 */
export function loadShownHajj(day: string = today(), locale: Locale) {
  const shown = showSeason(hajjOnDay(loadCatalogue('hajj', locale), day), day, locale)
  if (shown.season.registrationOpen) return shown
  return { ...shown, season: { ...shown.season, hajjDates: siteFacts(day, locale).hajjDates } }
}

/** Every package with its own season as shown (a past season's package is departed), for /hajj/<id>. */
export function loadShownHajjSeasons(day: string = today(), locale: Locale) {
  const hajj = loadCatalogue('hajj', locale)
  const { seasons, ...rest } = hajj
  return seasons.map((season) => showSeason({ ...rest, season, packages: hajj.packages.filter((p) => seasonOf(seasons, p) === season) }, day, locale))
}

/** The facts of a page about one season: {hajjYear} is that season's year, not the one on offer. */
function seasonFacts(year: number, day: string, locale: Locale) {
  return { ...siteFacts(day, locale), hajjYear: formatFor(locale).digits(year) }
}

/**
 * data/hajj-page.yaml with its {facts} filled in ({date} and {duration} in `dates` are per package).
 * `year`: a past season's package page, whose texts ("All Hajj {hajjYear} packages") name its own season.
 */
export function loadHajjPageWords(day: string = today(), locale: Locale, year?: number) {
  const { dates, ...words } = loadCatalogue('hajj-page', locale)
  const facts = year === undefined ? siteFacts(day, locale) : seasonFacts(year, day, locale)
  return { ...fillFacts(words, facts, 'data/hajj-page.yaml'), dates }
}

/**
 * The agency's record on /hajj: the seasons that had packages before the one offered on `day`,
 * and that one too once every package of it has departed (between seasons nothing is offered),
 * latest first, each with its words.
 */
export function loadHajjRecord(offered: Pick<ShownHajjSeason, 'year' | 'registrationOpen'>, day: string = today(), locale: Locale) {
  const ended = (year: number) => year < offered.year || (year === offered.year && !offered.registrationOpen)
  return loadShownHajjSeasons(day, locale)
    .filter((hajj) => ended(hajj.season.year) && hajj.packages.length > 0)
    .sort((a, b) => b.season.year - a.season.year)
    .map((hajj) => ({
      year: hajj.season.year,
      words: loadHajjPageWords(day, locale, hajj.season.year).record,
      packages: hajj.packages,
    }))
}
