// https://vike.dev/client
// Runs on every page. The shell's small behaviours are plain scripts; React is only fetched
// when the page actually contains an island.
import { initCookieBanner } from './shell/cookieBanner'
import { initHeader } from './shell/header'
import { initNewsletter } from './shell/newsletter'

initHeader()
initCookieBanner()
initNewsletter()

if (document.querySelector('[data-island]')) {
  void import('../islands/hydrate').then(({ hydrateIslands }) => hydrateIslands())
}
