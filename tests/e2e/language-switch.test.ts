// The language switch at the top of every page (issue 24): a plain link, named in the language it
// leads to, from a page to its twin in the other language and back, that works without
// JavaScript; the language chosen with it is remembered on the device (localStorage) without a
// cookie, and the switch to it stands out on a later visit; nobody is sent anywhere by script.
import { describe, expect, it } from 'vitest'
import { languageLinks } from '../../content/server/routes/alternates'
import { LANGUAGE_TAGS } from '../../content/browser/locale'
import { CHOSEN_LANGUAGE_KEY } from '../../renderer/shell/header'
import { builtRoutes, DESKTOP, PHONE, useE2E } from '../support/browser'
import { wordsFor } from '../../content/browser/words/words'
import '../../content/server/language/all-words'
import { t } from '../support/words'

const e2e = useE2E()
const englishRoutes = builtRoutes().filter((route) => !route.startsWith('/bn/'))
/** An English page with a Bengali twin, and one without (led to the Bengali home page). */
const withTwin = englishRoutes.find((route) => languageLinks(route, 'en').some((link) => link.twin))
const withoutTwin = englishRoutes.find((route) => languageLinks(route, 'en').some((link) => !link.twin))

const switchTo = (locale: 'en' | 'bn') => `[data-language-switch="${locale}"]`

describe('the language switch', () => {
  it('leads from an English page to its Bengali twin and back, remembering the choice without a cookie', async () => {
    expect(withTwin, 'an English page has a Bengali twin (data/bn/routes.yaml)').toBeDefined()
    const { page, context, problems } = await e2e.open({ viewport: PHONE })
    await page.goto(e2e.url(withTwin!))
    const toBengali = page.getByRole('link', { name: t('language.bn'), exact: true })
    expect(await toBengali.getAttribute('hreflang')).toBe(LANGUAGE_TAGS.bn)
    expect(await toBengali.getAttribute('lang')).toBe(LANGUAGE_TAGS.bn)
    await toBengali.click()
    await page.waitForURL(e2e.url(`/bn${withTwin}`))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(LANGUAGE_TAGS.bn)
    const stored = () => page.evaluate((key) => localStorage.getItem(key), CHOSEN_LANGUAGE_KEY)
    expect(await stored()).toBe(LANGUAGE_TAGS.bn)

    // The Bengali page names its switch in its own words (data/bn/words.yaml).
    const toEnglish = page.getByRole('link', { name: wordsFor('bn')('language.en'), exact: true })
    expect(await toEnglish.getAttribute('hreflang')).toBe(LANGUAGE_TAGS.en)
    await toEnglish.click()
    await page.waitForURL(e2e.url(withTwin!))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(LANGUAGE_TAGS.en)
    expect(await stored()).toBe(LANGUAGE_TAGS.en)
    expect(await context.cookies()).toEqual([])
    expect(problems).toEqual([])
  })

  it('leads to the Bengali home page from a page not yet in Bengali', async () => {
    expect(withoutTwin, 'an English page has no Bengali twin').toBeDefined()
    const { page } = await e2e.open()
    await page.goto(e2e.url(withoutTwin!))
    await page.locator(switchTo('bn')).click()
    await page.waitForURL(e2e.url('/bn/'))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(LANGUAGE_TAGS.bn)
  })

  it('is the only link that changes the language remembered: a menu link of a Bengali page leads to a Bengali page and keeps it', async () => {
    const { page } = await e2e.open({ viewport: DESKTOP })
    await page.goto(e2e.url('/'))
    await page.locator(switchTo('bn')).click()
    await page.waitForURL(e2e.url('/bn/'))
    // Every route has its Bengali page (issue 37): the menu's links stay in Bengali.
    const link = page.locator('.desktop-nav__list > li > a.desktop-nav__link[href^="/bn/"]:not([href*="#"]):visible').last()
    const href = await link.getAttribute('href')
    expect(href, 'a top-level menu link to a Bengali page').toBeTruthy()
    await link.click()
    await page.waitForURL(e2e.url(href!))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(LANGUAGE_TAGS.bn)
    expect(await page.evaluate((key) => localStorage.getItem(key), CHOSEN_LANGUAGE_KEY)).toBe(LANGUAGE_TAGS.bn)
  })

  it('works without JavaScript', async () => {
    const { page } = await e2e.open({ javaScriptEnabled: false })
    await page.goto(e2e.url(withTwin ?? '/'))
    await page.locator(switchTo('bn')).click()
    await page.waitForURL(e2e.url(`/bn${withTwin}`))
  })

  it('stands out on a later visit when Bengali was chosen before, and only then; the page stays where it is', async () => {
    const route = withTwin ?? withoutTwin ?? '/'
    for (const [stored, chosen] of [
      [LANGUAGE_TAGS.bn, true],
      [LANGUAGE_TAGS.en, false],
      [null, false],
    ] as const) {
      const { page, context } = await e2e.open()
      await context.addInitScript(
        ([key, value]) => {
          if (value) localStorage.setItem(key, value)
        },
        [CHOSEN_LANGUAGE_KEY, stored] as const,
      )
      await page.goto(e2e.url(route))
      const link = page.locator(switchTo('bn'))
      await expect.poll(() => link.evaluate((a) => a.classList.contains('is-chosen')), { message: `stored ${stored}` }).toBe(chosen)
      expect(new URL(page.url()).pathname, 'no redirect by script').toBe(route)
    }
  })
})
