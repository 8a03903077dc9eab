// data/hajj.yaml as every Hajj page shows it on the day of the build. Server-only.
import { loadCatalogue } from '../scripts/content/load'
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
