// The site's web fonts come after the first paint (font-display: swap over a fallback sized to
// match, renderer/styles/fonts.css): on a phone, nothing on a page may move when they do. A line
// that wraps in one face and not in the other moves everything below it, however closely the
// fallback is sized: the breadcrumb of five Hajj package pages did (Lighthouse measured a layout
// shift of 0.18; it now keeps to one line). At Lighthouse's phone width, on every built page: the
// stylesheets come after the first paint, and the fonts they declare come late (after the page is
// drawn in its fallbacks).
import { describe, it } from 'vitest'
import { FIRST_SCREEN_CSS_INLINED, localeOfPath } from '../../content/browser/locale'
import { builtRoutes, useE2E, useTabPool, waitForStylesheets, waitInPage } from '../support/browser'
import { gate } from '../support/browser/enquiry-form'

const e2e = useE2E()
const tabs = useTabPool(e2e, { viewport: { width: 412, height: 823 }, awaitStylesheets: false, pageFade: true })
const ROUTES = builtRoutes()

// What Lighthouse reports as 0 (it shows three decimals). A few things still move sideways by 3 or 4
// px (a price's digits in Fraunces are not all one width): about 0.0002 at most. A phone number
// beside the top bar's e-mail moved every page by 0.00006 and the Hajj package pages by 0.0006 in
// all (Lighthouse 0.001) until the fallbacks sized the digits on their own (fonts.css); a
// line that wraps differently scores hundreds of times that.
const MOST = 0.0005
// Chromium waits this long for a face before drawing in its fallback (font-display's block period, 100 ms), with room to spare.
const PAST_THE_WAIT_MS = 300

// A text that takes one line more in the brand face than in its fallback moved everything below
// it: the Schengen banner's introduction did (Lighthouse 0.014). A banner's text now keeps the room
// of an invisible, wider copy (components.css, .page-hero__text). `font-display: optional` was tried:
// it made the face drawn on a first visit depend on how fast it came, which the other browser tests
// could then not compare.

describe('when the web fonts come late', () => {
  it.concurrent.for(ROUTES)('%s: nothing moves', { timeout: 60_000 }, (route, { expect }) =>
    tabs.use(async ({ page }) => {
      await page.unrouteAll()
      // Routing also keeps them out of the browser's cache: each page asks for them afresh. The
      // heading face (the smaller file) comes first, the text face a moment later, as they usually
      // do: a line that fits only in one mix of faces moves the page twice (the October Umrah's
      // price moved beside its "Departed" pill while Fraunces was in and Source Sans 3 was not).
      const headingFace = gate()
      const textFaces = gate()
      await page.route('**/*.woff2', (request) => (/fraunces/i.test(request.request().url()) ? headingFace : textFaces).handler(request))
      // Held only where the first paint does not wait for them (FIRST_SCREEN_CSS_INLINED).
      const stylesheets = gate()
      if (FIRST_SCREEN_CSS_INLINED[localeOfPath(route).locale]) await page.route('**/assets/static/*.css', stylesheets.handler)
      try {
        await page.goto(route, { waitUntil: 'domcontentloaded' })
        await waitInPage(page, () => performance.getEntriesByName('first-contentful-paint').length > 0, 'the first paint')
        await page.evaluate(() => {
          const moved = window as unknown as { moved: number }
          moved.moved = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number }[]) moved.moved += entry.value
          }).observe({ type: 'layout-shift' })
        })
        // The faces are declared by the stylesheets alone (renderer/styles/fonts.css), so they are
        // asked for once the stylesheets have come: the page is restyled in its fallbacks first.
        stylesheets.release()
        await waitForStylesheets(page)
        // A Bengali page's heading face is the device's own where it has one (as this machine
        // does). An English page always asks for its own, once restyled by the stylesheets (a
        // style recalculation that may come a frame after they have loaded), and they are held.
        if (!route.startsWith('/bn/')) await waitInPage(page, () => document.fonts.status === 'loading', `${route}: its fonts asked for and held back`)
        await page.waitForTimeout(PAST_THE_WAIT_MS)
        headingFace.release()
        if (!route.startsWith('/bn/'))
          await waitInPage(
            page,
            () => [...document.fonts].some((face) => face.family === 'Fraunces' && face.status === 'loaded'),
            `${route}: the heading face in`,
          )
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        textFaces.release()
        await page.evaluate(() => document.fonts.ready)
        // The shifts of the frame the last change was drawn in are reported with it.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const moved = await page.evaluate(() => (window as unknown as { moved: number }).moved)
        expect(moved, route).toBeLessThan(MOST)
      } finally {
        headingFace.release()
        textFaces.release()
        stylesheets.release()
        await page.unrouteAll({ behavior: 'ignoreErrors' })
      }
    }),
  )
})
