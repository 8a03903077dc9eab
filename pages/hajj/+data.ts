// https://vike.dev/data
import { loadCatalogue } from '../../scripts/content/load'

export function data() {
  const { season, types, packages } = loadCatalogue('hajj')
  return {
    page: loadCatalogue('hajj-page'),
    season,
    typeLabels: { shifting: types.shifting.label, nonShifting: types.nonShifting.label },
    typeDescriptions: { shifting: types.shifting.description, nonShifting: types.nonShifting.description },
    packages,
    whyChooseUs: loadCatalogue('why-choose-us'),
  }
}

export type HajjPackagesData = ReturnType<typeof data>
