// Another width for a page already open, instead of loading it again at that width: the CSS lays
// it out again (media queries, container sizes), and two frames pass so that what listens for the
// width (a media query's change event, a resize observer) has run before anything is measured.
import type { Page } from 'playwright-core'

export async function resizePage(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}
