// https://vike.dev/data
import { loadHajjPageWords, loadShownHajj } from '../../content/load-hajj'
import { loadCatalogue } from '../../content/load'
import { loadFilled } from '../../content/facts'

export function data() {
  const { season, types, packages } = loadShownHajj()
  const page = loadHajjPageWords()
  return {
    page: { ...page, hero: { ...page.hero, eyebrow: season.registrationOpen ? page.hero.eyebrowOpen : page.hero.eyebrow } },
    season,
    typeLabels: { shifting: types.shifting.label, nonShifting: types.nonShifting.label },
    typeDescriptions: { shifting: types.shifting.description, nonShifting: types.nonShifting.description },
    packages,
    newDates: loadCatalogue('shell').newDates,
    whyChooseUs: loadFilled('why-choose-us'),
  }
}

export type HajjPackagesData = ReturnType<typeof data>
