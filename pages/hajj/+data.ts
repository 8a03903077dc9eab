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
    // Between seasons, when every package has departed, none is offered: the ended season is the
    // first of the record below, as the home page and the comparison page offer only new dates.
    packages: season.registrationOpen ? packages : [],
    // Past seasons' packages, departed, below the bookable season (issue 38).
    record: loadHajjRecord(season, today(), locale),
    newDates: loadCatalogue('shell', locale).newDates,
    whyChooseUs: loadFilled('why-choose-us', [], locale),
  }
}

export type HajjPackagesData = ReturnType<typeof data>
