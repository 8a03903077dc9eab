// https://vike.dev/data
import { loadHajjPageWords, loadHajjRecord, loadShownHajj } from '../../content/server/hajj/load'
import { loadCatalogue } from '../../content/server/data/load'
import { loadFilled } from '../../content/server/facts/facts'
import { today } from '../../content/server/today'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const { season, types, packages } = loadShownHajj(today(), locale)
  const page = loadHajjPageWords(today(), locale)
  return {
    page: { ...page, hero: { ...page.hero, eyebrow: season.registrationOpen ? page.hero.eyebrowOpen : page.hero.eyebrow } },
    season,
    typeLabels: { shifting: types.shifting.label, nonShifting: types.nonShifting.label },
    typeDescriptions: { shifting: types.shifting.description, nonShifting: types.nonShifting.description },
    packages,
    // Past seasons' packages, departed, below the bookable season (issue 38).
    record: loadHajjRecord(season.year, today(), locale),
    newDates: loadCatalogue('shell', locale).newDates,
    whyChooseUs: loadFilled('why-choose-us', [], locale),
  }
}

export type HajjPackagesData = ReturnType<typeof data>
