// https://vike.dev/data
import { loadShownHajj } from '../../content/loadHajj'
import { loadCatalogue } from '../../scripts/content/load'

export function data() {
  const { season, types, packages } = loadShownHajj()
  return {
    page: loadCatalogue('hajj-page'),
    season,
    typeLabels: { shifting: types.shifting.label, nonShifting: types.nonShifting.label },
    typeDescriptions: { shifting: types.shifting.description, nonShifting: types.nonShifting.description },
    packages,
    departedLabel: loadCatalogue('shell').packageStatus.departed,
    newDates: loadCatalogue('shell').newDates,
    whyChooseUs: loadCatalogue('why-choose-us'),
  }
}

export type HajjPackagesData = ReturnType<typeof data>
