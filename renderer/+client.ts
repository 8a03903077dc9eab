// https://vike.dev/client
// Runs on every page. The shell's small behaviours are plain scripts; React is only fetched
// when an island on the page wakes (renderer/shell/islands.ts).
import { initCookieBanner } from './shell/cookie-banner'
import { initHashDetails } from './shell/hash-details'
import { initHeader } from './shell/header'
import { initIslands } from './shell/islands'
import { startWhenIdle } from './shell/start-when-idle'
import { loadStylesheets, stylesheetsArrived } from './shell/stylesheets'
import { initTabs } from '../behaviours/tabs'

loadStylesheets()
initHeader()
initCookieBanner()
initHashDetails()
initTabs()

// The newsletter box's code comes when a visitor sends it; a changed address is a new signup.
for (const form of document.querySelectorAll<HTMLFormElement>('[data-newsletter]')) {
  form.addEventListener('input', () => delete form.dataset.enquiryId)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    // One signup at a time, from the first press on: a second one while it is on its way is not sent.
    if ('sending' in form.dataset) return
    form.dataset.sending = ''
    void import('./shell/newsletter').then(({ submitNewsletter }) => submitNewsletter(form)).finally(() => delete form.dataset.sending)
  })
}

const search = document.querySelector<HTMLElement>('[data-site-search]')
if (search) void import('./shell/search').then((module) => module.initSearch(search))
const consentControls = document.querySelector<HTMLElement>('[data-consent-controls]')
if (consentControls) void import('./shell/consent-controls').then((module) => module.initConsentControls(consentControls))

// Carousels are plain HTML with their first slide shown: each starts when the page is idle (or
// is reached for), by the one carousel behaviour, once the stylesheets have come: it shows its
// controls, which the markup holds hidden and the first screen's CSS has no rules for
// (scripts/critical-css.ts).
for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  startWhenIdle(carousel, () => stylesheetsArrived.then(() => import('../behaviours/carousel')).then(({ initCarousel }) => initCarousel(carousel)))
}
const sectionNav = document.querySelector<HTMLElement>('[data-section-nav]')
if (sectionNav) void import('./shell/section-nav').then((module) => module.initSectionNav(sectionNav))
if (document.querySelector('[data-dialog-open]')) void import('./shell/dialogs').then((module) => module.initDialogs())

initIslands()
