// One page at one width, as a visitor sees its first screen once everything has arrived: the
// cookie choice already made (no cookie box), islands awake, slideshows stopped on their first
// slide, fonts and the screen's pictures loaded, animations run to their end. Saves the shot as
// WebP and measures the faces, the pictures and the text over them.
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { openPage, settle, waitForAnimations, waitForIslands } from '../../tests/support/browser/chromium'
import { platformFontsOf } from '../../tests/support/browser/platform-fonts'
import { measure, type Measured } from './contrast'
import { firstScreenArt, type TextOverArt } from './first-screen-art'
import { fontsLoaded, HEADING, TEXT, type FontsLoaded } from './fonts-loaded'
import { inPage } from './in-page'
import type { Template } from './templates'

export interface Viewport {
  /** File-name suffix: `375`, `1440`. */
  name: string
  width: number
  height: number
}

export interface Shot {
  template: Template
  viewport: Viewport
  file: string
  fonts: FontsLoaded
  pictures: string[]
  contrast: Measured[]
  /** Texts over art with a fixed element lying over them. */
  covered: TextOverArt[]
}

/** "Fraunces (web font)" or "Liberation Serif": the font that drew most of the element's letters. */
async function drawnIn(page: Page, selector: string): Promise<string | null> {
  const most = (await platformFontsOf(page, selector))?.[0]
  return most ? `${most.familyName}${most.isCustomFont ? ' (web font)' : ''}` : null
}

/** Stops each slideshow on its first slide, as a visitor pressing its pause button would, and leaves no focus ring. */
async function holdStill(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const carousel of document.querySelectorAll('[data-carousel]')) {
      const toggle = carousel.querySelector<HTMLButtonElement>('[data-carousel-toggle]')
      if (toggle && !toggle.hidden && toggle.offsetParent) toggle.click()
      carousel.querySelector<HTMLButtonElement>('[data-carousel-dot="0"]')?.click()
    }
    ;(document.activeElement as HTMLElement | null)?.blur()
    scrollTo({ top: 0, behavior: 'instant' })
  })
  await settle(page)
  // Fonts, and the pictures on the first screen (a lazy one there is already on its way).
  await page.evaluate(async () => {
    await document.fonts.ready
    const onScreen = [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight && img.getBoundingClientRect().bottom > 0)
    await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)))
  })
  await waitForAnimations(page)
}

async function opened(browser: Browser, url: string, template: Template, viewport: Viewport) {
  const opening = await openPage(browser, url, { viewport: { width: viewport.width, height: viewport.height }, consent: 'all' })
  const response = await opening.page.goto(template.path).catch((error: Error) => {
    throw new Error(`${template.path} at ${viewport.width} px did not load: ${error.message}`)
  })
  if (response?.status() !== template.status) {
    throw new Error(`${template.path} at ${viewport.width} px answered ${response?.status() ?? 'nothing'}, not ${template.status}`)
  }
  return opening
}

export async function shoot(browser: Browser, url: string, template: Template, viewport: Viewport, file: string): Promise<Shot> {
  const { context, page } = await opened(browser, url, template, viewport)
  try {
    await waitForIslands(page)
    await holdStill(page)
    await sharp(await page.screenshot({ type: 'png' }))
      .webp({ quality: 62, effort: 6 })
      .toFile(file)
    const fonts = await inPage(page, fontsLoaded)
    if (fonts.heading) fonts.heading.drawnIn = await drawnIn(page, HEADING)
    fonts.body.drawnIn = await drawnIn(page, TEXT)
    const art = await inPage(page, firstScreenArt)
    // The same screen without the measured texts: what lies under their letters.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-shot-text]')) {
        for (const property of ['color', '-webkit-text-fill-color', 'text-decoration-color']) el.style.setProperty(property, 'transparent', 'important')
        el.style.setProperty('text-shadow', 'none', 'important')
      }
    })
    const { data, info } = await sharp(await page.screenshot({ type: 'png' }))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixels = { data, width: info.width, height: info.height, channels: info.channels }
    const contrast = art.texts.flatMap((text) => measure(text, pixels) ?? [])
    const covered = art.texts.filter((text) => text.coveredBy.length > 0)
    return { template, viewport, file, fonts, pictures: art.pictures, contrast, covered }
  } finally {
    await context.close()
  }
}
