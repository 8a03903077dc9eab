// data/hajj.yaml as every Hajj page shows it on the day of the build. Server-only.
import { loadCatalogue } from '../scripts/content/load'
import { fillFacts, siteFacts } from './facts'
import { earlyBirdOpen, showHajjPackage, showHajjSeason } from './hajj'
import { today } from './today'

export function loadShownHajj(day: string = today()) {
  const hajj = loadCatalogue('hajj')
  const words = loadCatalogue('hajj-page').dates
  const earlyBird = earlyBirdOpen(hajj, day)
  return {
    ...hajj,
    season: showHajjSeason(hajj, day),
    packages: hajj.packages.map((pkg) => showHajjPackage(pkg, day, words, earlyBird)),
  }
}

/** data/hajj-page.yaml with its {facts} filled in ({date} and {duration} in `dates` are per package). */
export function loadHajjPageWords(day: string = today()) {
  const { dates, ...words } = loadCatalogue('hajj-page')
  return { ...fillFacts(words, siteFacts(day), 'data/hajj-page.yaml'), dates }
}
