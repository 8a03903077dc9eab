// The cookie banner: shown 2 s after load when no choice is stored; Accept All / Essential Only
// store the choice with a timestamp and fade it out for good; the close button only hides it
// for this page. Playwright's fake clock drives the 2 s delay and the 300 ms fade.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { PHONE, useE2E, waitForAnimations } from '../support/browser'

const e2e = useE2E()
const SAMPLE_ROUTES = ['/', '/contact/', '/gallery/', '/privacy-policy/', '/hajj-nusuk/']

const START = new Date('2026-03-02T10:00:00Z').getTime()
const SHOW_DELAY_MS = 2000
const FADE_MS = 300
/** Time for the requestAnimationFrame that starts the fade-in (frames are 16 ms apart). */
const FRAME_MS = 50

async function openFirstVisit(path = '/'): Promise<Page> {
  const { page } = await e2e.open({ consent: null })
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 1000)
  await page.goto(path)
  // On a first visit the page fetches the banner's words at load (behaviours/script-words.ts):
  // they are in before the clock moves, as on any connection that takes less than its 2 s.
  await expect.poll(() => page.evaluate(() => document.querySelector('[data-consent="all"]')?.textContent ?? '')).not.toBe('')
  return page
}

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' })

async function bannerState(page: Page) {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-cookie-banner]')
    if (!el) return 'missing'
    if (el.hidden || getComputedStyle(el).display === 'none') return 'hidden'
    return el.classList.contains('is-visible') && !el.classList.contains('is-leaving') ? 'shown' : 'fading'
  })
}

async function stored(page: Page) {
  return page.evaluate(() => ({ consent: localStorage.getItem('cookieConsent'), date: localStorage.getItem('cookieConsentDate') }))
}

async function showBanner(page: Page) {
  await page.clock.runFor(SHOW_DELAY_MS + FRAME_MS)
  await expect.poll(() => bannerState(page)).toBe('shown')
}

function expectIsoTimestamp(value: string | null) {
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/)
  const time = new Date(value!).getTime()
  // Taken from the page's clock at the moment of the choice.
  expect(time).toBeGreaterThanOrEqual(START + 1000 + SHOW_DELAY_MS)
  expect(time).toBeLessThan(START + 60_000)
}

describe('cookie banner', () => {
  // The banner is part of the layout every page shares (tests/e2e/routes.test.ts checks that each
  // built page has it); its timing is checked on pages of each kind: the home page with its
  // slideshow, a form page, a page with a gallery island, a Markdown policy and a page without islands.
  it(
    'is hidden at load and appears 2 s later when nothing is stored',
    async () => {
      for (const route of SAMPLE_ROUTES) {
        const page = await openFirstVisit(route)
        expect(await bannerState(page), route).toBe('hidden')
        await page.clock.runFor(SHOW_DELAY_MS - 50)
        expect(await bannerState(page), `${route} before 2 s`).toBe('hidden')
        await page.clock.runFor(50 + FRAME_MS)
        await expect.poll(() => bannerState(page), { message: `${route} after 2 s` }).toBe('shown')
        expect(await banner(page).isVisible()).toBe(true)
        await expect.poll(() => banner(page).getByRole('link', { name: 'Read our Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy/')
        await page.context().close()
      }
    },
    SAMPLE_ROUTES.length * 10_000,
  )

  it('on a Bengali page, says all its words in Bengali (its script writes those the page does not carry)', async () => {
    const words = loadCatalogue('shell', 'bn').cookieBanner
    const page = await openFirstVisit('/bn/')
    await showBanner(page)
    const region = page.getByRole('region', { name: words.heading })
    expect(await region.locator('p').innerText()).toBe(`${words.text} ${words.policyLabel}`)
    expect(await region.getByRole('link', { name: words.policyLabel }).getAttribute('href')).toBe('/bn/cookie-policy/')
    for (const name of [words.acceptAll, words.essentialOnly, words.closeLabel])
      expect(await region.getByRole('button', { name, exact: true }).count(), name).toBe(1)
  })

  it('Accept All stores "all" with the date, fades the banner out and it stays away', async () => {
    const page = await openFirstVisit()
    await showBanner(page)
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    const choice = await stored(page)
    expect(choice.consent).toBe('all')
    expectIsoTimestamp(choice.date)
    // Fading over 300 ms where it stands (its opacity, not a slide away), then gone.
    expect(await bannerState(page)).toBe('fading')
    const leaving = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('[data-cookie-banner]')!)
      const names = style.transitionProperty.split(', ')
      return { transform: style.transform, opacityTransition: style.transitionDuration.split(', ')[names.indexOf('opacity')] }
    })
    expect(leaving).toEqual({ transform: 'none', opacityTransition: '0.3s' })
    await page.clock.runFor(FADE_MS - 1)
    expect(await bannerState(page)).toBe('fading')
    await page.clock.runFor(1)
    await expect.poll(() => bannerState(page)).toBe('hidden')

    await page.reload()
    await page.clock.runFor(10 * SHOW_DELAY_MS)
    // With a choice stored, no banner is even built.
    expect(await bannerState(page)).toBe('missing')
    expect((await stored(page)).consent).toBe('all')
  })

  it('Essential Only stores "essential" with the date and the banner stays away', async () => {
    const page = await openFirstVisit()
    await showBanner(page)
    await banner(page).getByRole('button', { name: 'Essential Only' }).click()
    const choice = await stored(page)
    expect(choice.consent).toBe('essential')
    expectIsoTimestamp(choice.date)
    await page.clock.runFor(FADE_MS)
    await expect.poll(() => bannerState(page)).toBe('hidden')

    await page.reload()
    await page.clock.runFor(10 * SHOW_DELAY_MS)
    // With a choice stored, no banner is even built.
    expect(await bannerState(page)).toBe('missing')
    expect((await stored(page)).consent).toBe('essential')
  })

  it('the close button hides it without storing anything, so it is back on the next page load', async () => {
    const page = await openFirstVisit()
    await showBanner(page)
    await banner(page).getByRole('button', { name: 'Close the cookie message' }).click()
    expect(await bannerState(page)).toBe('fading')
    await page.clock.runFor(FADE_MS)
    await expect.poll(() => bannerState(page)).toBe('hidden')
    expect(await stored(page)).toEqual({ consent: null, date: null })

    await page.reload()
    // Built again, hidden until its time comes.
    await expect.poll(() => bannerState(page)).toBe('hidden')
    await showBanner(page)
  })

  it('Accept All and Essential Only are equally prominent', async () => {
    const page = await openFirstVisit()
    await showBanner(page)
    const style = (name: string) =>
      banner(page)
        .getByRole('button', { name, exact: true })
        .evaluate((button) => {
          const css = getComputedStyle(button)
          const box = button.getBoundingClientRect()
          return {
            fontSize: css.fontSize,
            fontWeight: css.fontWeight,
            backgroundColor: css.backgroundColor,
            color: css.color,
            borderWidth: css.borderTopWidth,
            height: Math.round(box.height),
          }
        })
    const accept = await style('Accept All')
    const essential = await style('Essential Only')
    expect(essential).toEqual(accept)
  })
})

describe('the banner and the largest contentful paint', () => {
  // Chrome takes text that becomes visible later (a fade in from opacity 0) as a new candidate for
  // the largest contentful paint, so on a phone the banner's paragraph, bigger than the first
  // screen's own text on some pages, was the page's LCP at 2 s. Text first painted outside the
  // screen and then moved in is not. So the banner's first painted frame must be fully opaque
  // and fully below the screen; measured with Lighthouse, it is no longer any page's LCP element.
  it('is first painted, opaque, below the screen and only then slides up', async () => {
    const page = await openFirstVisit('/contact/')
    await page.setViewportSize(PHONE)
    await page.clock.runFor(SHOW_DELAY_MS)
    const firstFrame = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-cookie-banner]')!
      const style = getComputedStyle(el)
      return {
        hidden: el.hidden,
        shown: el.classList.contains('is-visible'),
        opacity: style.opacity,
        top: el.getBoundingClientRect().top,
        screen: window.innerHeight,
      }
    })
    expect(firstFrame).toMatchObject({ hidden: false, shown: false, opacity: '1' })
    expect(firstFrame.top).toBeGreaterThanOrEqual(firstFrame.screen)
    await showBanner(page)
    await page.clock.runFor(FADE_MS)
    // The slide itself is a CSS transition, which runs in real time, not on the page's clock.
    await waitForAnimations(page)
    const box = await banner(page).boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height)
  })
})
