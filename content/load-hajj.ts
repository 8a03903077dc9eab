// data/hajj.yaml as every Hajj page shows it on the day of the build. Server-only.
import { loadCatalogue } from './load'
import { fillFacts, siteFacts } from './facts'
import { earlyBirdOpen, hajjOnDay, seasonOf, showHajjPackage, showHajjSeason, type HajjOfSeason } from './hajj'
import { today } from './today'

function showSeason(hajj: HajjOfSeason, day: string) {
  const words = loadCatalogue('hajj-page').dates
  const earlyBird = earlyBirdOpen(hajj, day)
  return {
    ...hajj,
    season: showHajjSeason(hajj, day),
    packages: hajj.packages.map((pkg) => showHajjPackage(pkg, day, words, earlyBird)),
  }
}

/** The season offered on `day` (see hajjOnDay), its packages as shown. */
export function loadShownHajj(day: string = today()) {
  return showSeason(hajjOnDay(loadCatalogue('hajj'), day), day)
}

/** Every package with its own season as shown (a past season's package is departed), for /hajj/<id>. */
export function loadShownHajjSeasons(day: string = today()) {
  const hajj = loadCatalogue('hajj')
  const { seasons, ...rest } = hajj
  return seasons.map((season) => showSeason({ ...rest, season, packages: hajj.packages.filter((p) => seasonOf(seasons, p) === season) }, day))
}

/** data/hajj-page.yaml with its {facts} filled in ({date} and {duration} in `dates` are per package). */
export function loadHajjPageWords(day: string = today()) {
  const { dates, ...words } = loadCatalogue('hajj-page')
  return { ...fillFacts(words, siteFacts(day), 'data/hajj-page.yaml'), dates }
}
