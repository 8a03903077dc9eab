// https://vike.dev/client
// Runs on every page. The shell's small behaviours are plain scripts; React is only fetched
// when the page actually contains an island.
import { initCookieBanner } from './shell/cookieBanner'
import { initHashDetails } from './shell/hashDetails'
import { initHeader } from './shell/header'
import { initNewsletter } from './shell/newsletter'

initHeader()
initCookieBanner()
initNewsletter()
initHashDetails()

const search = document.querySelector<HTMLElement>('[data-site-search]')
if (search) void import('./shell/search').then(({ initSearch }) => initSearch(search))

if (document.querySelector('[data-island]')) {
  void import('../islands/hydrate').then(({ hydrateIslands }) => hydrateIslands())
}
