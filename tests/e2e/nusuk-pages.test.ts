// The FAQ pages (/hajj-bangladesh-faq, /nusuk-hajj-faq) and the Nusuk information pages
// (/hajj-nusuk, /hajj-nusuk-registration, /nusuk-guidance): accordions that open and close by
// keyboard and click with no script, and the official Nusuk platform opening in a new tab.
import { today } from '../../content/server/today'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LAPSED, siteFacts, type FactName } from '../../content/server/facts/facts'
import { loadCatalogue } from '../../content/server/data/load'
import { axeViolations, PHONE, useE2E, type PageOptions } from '../support/browser'
import { t } from '../support/words'
import { hajjRegistrationOpen } from '../support/dates'

const e2e = useE2E()
const VISITOR = { reducedMotion: 'reduce' } as const
const FAQ_PAGES = ['/nusuk-hajj-faq/', '/hajj-bangladesh-faq/'] as const
const NUSUK_PAGES = ['/hajj-nusuk/', '/hajj-nusuk-registration/', '/nusuk-guidance/'] as const
const NUSUK = 'https://hajj.nusuk.sa/'

async function open(path: string, options: PageOptions = {}) {
  const opened = await e2e.open({ ...VISITOR, ...options })
  const response = await opened.page.goto(path)
  expect(response?.status()).toBe(200)
  return opened
}

const questions = (page: Page) => page.locator('main details')
const isOpen = (details: Locator) => details.evaluate((el) => (el as HTMLDetailsElement).open)
const answerVisible = (details: Locator) => details.locator('.nusuk-faq__answer').isVisible()

describe('FAQ accordions', () => {
  it.each(FAQ_PAGES)('%s: every question is a level-3 heading in a closed panel, under group headings', async (path) => {
    const { page } = await open(path)
    const count = await questions(page).count()
    expect(count).toBeGreaterThanOrEqual(8)
    for (let i = 0; i < count; i++) {
      const details = questions(page).nth(i)
      expect(await isOpen(details)).toBe(false)
      expect(await answerVisible(details)).toBe(false)
      expect(await details.locator('summary').getByRole('heading', { level: 3 }).count()).toBe(1)
    }
    expect(await page.locator('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
  })

  it.each(FAQ_PAGES)('%s: a click opens a question and a second click closes it', async (path) => {
    const { page } = await open(path)
    const details = questions(page).nth(1)
    await details.locator('summary').click()
    expect(await isOpen(details)).toBe(true)
    expect(await answerVisible(details)).toBe(true)
    expect(await isOpen(questions(page).nth(0)), 'other questions stay as they were').toBe(false)
    await details.locator('summary').click()
    expect(await isOpen(details)).toBe(false)
    expect(await answerVisible(details)).toBe(false)
  })

  it('Tab reaches a question; Enter opens it, Space closes it, and the focus stays visible', async () => {
    const { page } = await open('/nusuk-hajj-faq/')
    const first = questions(page).first()
    const summary = first.locator('summary')
    await summary.focus()
    // From the question before, Tab moves on to the next question.
    await page.keyboard.press('Tab')
    const second = questions(page).nth(1)
    expect(await second.locator('summary').evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await second.locator('summary').evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')

    await page.keyboard.press('Enter')
    expect(await isOpen(second)).toBe(true)
    expect(await answerVisible(second)).toBe(true)
    await page.keyboard.press('Space')
    expect(await isOpen(second)).toBe(false)
    await page.keyboard.press('Space')
    expect(await isOpen(second)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await isOpen(second)).toBe(false)
  })

  it('works with JavaScript switched off (the panels are plain HTML)', async () => {
    const { page } = await open('/hajj-bangladesh-faq/', { javaScriptEnabled: false, consent: null })
    const details = questions(page).first()
    await details.locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await isOpen(details)).toBe(true)
    expect(await details.locator('.nusuk-faq__answer').innerText()).toContain('Nusuk')
  })

  it.each(FAQ_PAGES)('%s with every question open has no axe violations, on a phone too', async (path) => {
    for (const viewport of [undefined, PHONE]) {
      const { page } = await open(path, viewport ? { viewport } : {})
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)))
      expect(await axeViolations(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport?.width ?? 1440)
    }
  })

  it.each(FAQ_PAGES)('%s: a link to one question (#its-id) opens that question and only it', async (path) => {
    const { page: first } = await open(path)
    const id = await questions(first).nth(2).getAttribute('id')
    expect(id).toBeTruthy()
    const { page } = await open(`${path}#${id}`)
    await expect.poll(() => isOpen(page.locator(`[id="${id}"]`))).toBe(true)
    // A page opened at a #fragment shows once its stylesheets have come.
    await expect.poll(() => answerVisible(page.locator(`[id="${id}"]`))).toBe(true)
    expect(await isOpen(questions(page).nth(0))).toBe(false)
  })

  it('loads no script of its own: the page has no islands', async () => {
    const { page } = await open('/nusuk-hajj-faq/')
    expect(await page.locator('[data-island]').count()).toBe(0)
  })

  it('answers carry their links to other pages', async () => {
    const { page } = await open('/nusuk-hajj-faq/')
    const details = page.locator('details#shifting-or-non-shifting')
    await details.locator('summary').click()
    const link = details.getByRole('link', { name: /Compare shifting and non-shifting packages/ })
    expect(await link.getAttribute('href')).toBe('/hajj-packages-comparison/')
  })
})

describe('the official Nusuk platform', () => {
  const nusukLinks = (page: Page) =>
    page.locator('main').getByRole('link', { name: `${loadCatalogue('nusuk', 'en').officialPlatform.label} ${t('newTab')}`, exact: true })

  it.each(NUSUK_PAGES)('%s links to it, opening in a new tab that screen readers announce', async (path) => {
    const { page } = await open(path)
    const links = nusukLinks(page)
    expect(await links.count()).toBeGreaterThanOrEqual(2)
    for (let i = 0; i < (await links.count()); i++) {
      const link = links.nth(i)
      expect(await link.getAttribute('href')).toBe(NUSUK)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(await link.locator('.visually-hidden').innerText()).toContain(t('newTab'))
    }
  })

  it('a click opens the platform in a new tab and leaves this page where it was', async () => {
    const { context, page, blocked } = await open('/hajj-nusuk/')
    const [popup] = await Promise.all([context.waitForEvent('page'), nusukLinks(page).first().click()])
    // The tests never reach other hosts: the new tab's request is stopped, and recorded.
    await expect.poll(() => blocked.includes(NUSUK)).toBe(true)
    expect(popup).not.toBe(page)
    expect(new URL(page.url()).pathname).toBe('/hajj-nusuk/')
  })

  it('the Nusuk FAQ offers it in its help box', async () => {
    const { page } = await open('/nusuk-hajj-faq/')
    expect(await nusukLinks(page).count()).toBe(1)
  })
})

describe('Nusuk information pages', () => {
  it.each(NUSUK_PAGES)('%s: one heading per section, listed under "On this page" on a desktop', async (path) => {
    const { page } = await open(path)
    const toc = page.getByRole('navigation', { name: t('navigation.onThisPage') })
    const targets = await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(targets.length).toBeGreaterThanOrEqual(4)
    for (const target of targets) {
      const section = page.locator(`section${target}`)
      expect(await section.count(), String(target)).toBe(1)
      expect(await section.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(1)
    }
  })

  it.runIf(hajjRegistrationOpen())('the pre-registration button leads to the registration form', async () => {
    const { page } = await open('/hajj-nusuk-registration/')
    await page.locator('.page-hero').getByRole('link', { name: 'Pre-register now' }).click()
    await page.waitForURL('**/hajj-2026-registration/#registration-form')
    // A page opened at a #fragment shows once its stylesheets have come (tests/e2e/critical-css.test.ts).
    await expect.poll(() => page.getByRole('form', { name: 'Hajj registration form' }).count()).toBe(1)
  })

  it('quotes the season from data/hajj.yaml', async () => {
    const { page } = await open('/hajj-nusuk/')
    const facts = await page.locator('.nusuk-facts').innerText()
    // Computed from data/hajj.yaml on the build day (Hajj days from the Umm al-Qura calendar).
    const season = siteFacts(today(), 'en')
    // The early-bird date and the from price only while they hold (LAPSED: the row is left out).
    const holds = (name: FactName) => !season[LAPSED].includes(name)
    for (const fact of [season.hajjDates, `ATOL ${season.atolNumber}`]) expect(facts).toContain(fact)
    expect(facts.includes(season.earlyBirdUntil)).toBe(holds('earlyBirdUntil'))
    expect(facts.includes(`${season.lowestHajjPrice} per person`)).toBe(holds('lowestHajjPrice'))
    expect(await page.locator('main').innerText()).not.toMatch(/\{[A-Za-z]+\}/)
  })
})
