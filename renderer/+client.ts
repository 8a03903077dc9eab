// https://vike.dev/client
// Runs on every page. The shell's small behaviours are plain scripts; React is only fetched
// when an island on the page wakes (renderer/shell/islands.ts).
import { initCookieBanner } from './shell/cookie-banner'
import { initHashDetails } from './shell/hash-details'
import { initHeader } from './shell/header'
import { initIslands } from './shell/islands'
import { initNewsletter } from './shell/newsletter'
import { startWhenIdle } from './shell/start-when-idle'
import { initTabs } from '../islands/runtime/tabs'

initHeader()
initCookieBanner()
initNewsletter()
initHashDetails()
initTabs()

const search = document.querySelector<HTMLElement>('[data-site-search]')
if (search) void import('./shell/search').then((module) => module.initSearch(search))
const consentControls = document.querySelector<HTMLElement>('[data-consent-controls]')
if (consentControls) void import('./shell/consent-controls').then((module) => module.initConsentControls(consentControls))

// The first slide is plain HTML: the slideshow starts when the page is idle (or is reached for).
const slideshow = document.querySelector<HTMLElement>('[data-slideshow]')
if (slideshow) startWhenIdle(slideshow, () => import('./shell/slideshow').then((module) => module.initSlideshow(slideshow)))
const sectionNav = document.querySelector<HTMLElement>('[data-section-nav]')
if (sectionNav) void import('./shell/section-nav').then((module) => module.initSectionNav(sectionNav))
if (document.querySelector('[data-dialog-open]')) void import('./shell/dialogs').then((module) => module.initDialogs())

initIslands()
