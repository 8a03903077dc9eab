// data/navigation.yaml as every page shows it on the day of the build: {facts} filled in and the
// Umrah menu listing the departures that can still be booked. Server-only.
import { pageHref } from './href'
import { loadCatalogue } from './load'
import { fillFacts, loadFilled, siteFacts } from './facts'
import { today } from './today'
import { byDeparture, showUmrahPackage } from './umrah'

export function loadNavigation(day: string = today()) {
  const navigation = fillFacts(loadCatalogue('navigation'), siteFacts(day), 'data/navigation.yaml')
  const departures = byDeparture(loadFilled('umrah').packages.map((pkg) => showUmrahPackage(pkg, day)))
    .filter((pkg) => pkg.bookable && pkg.detailPage)
    .map((pkg) => ({ label: pkg.title, href: pageHref(`/umrah/${pkg.id}`) }))
  return {
    ...navigation,
    main: navigation.main.map(({ umrahDepartures, ...item }) =>
      umrahDepartures && item.children ? { ...item, children: [item.children[0], ...departures, ...item.children.slice(1)] } : item,
    ),
  }
}
