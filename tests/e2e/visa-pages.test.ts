// /visa, /schengen-visa and /bangladesh-visa in Chromium: every tab shows the content and prices
// of data/*.yaml, the tabs work with the keyboard and from a link, Free Consultation and Download
// Forms lead somewhere real, and Apply Now / Start Application opens the right window, which
// closes four ways and gives back focus and scroll. (The forms themselves: visa-forms*.test.ts.)
import { telHref } from '../../content/server/contact/phone'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { withPageHrefs } from '../../content/server/routes/href'
import { checklistHref } from '../../content/server/print/bangladesh-checklist'
import type { BangladeshServicesPage, SaudiVisaPage, SchengenVisaPage } from '../../schemas/types.generated'
import { layOutEveryPart, type PageOptions, PHONE, PROJECT_ROOT, settle, useE2E, waitForIslands } from '../support/browser'
import { literally, t } from '../support/words'

const e2e = useE2E()

// The data with its links as the pages serve them (`/contact/` for the `/contact` written there).
const load = <T>(name: string): T => withPageHrefs(parse(readFileSync(join(PROJECT_ROOT, 'data', `${name}.yaml`), 'utf8'))) as T
const saudi = load<SaudiVisaPage>('visa')
const schengen = load<SchengenVisaPage>('schengen-visa')
const bangladesh = load<BangladeshServicesPage>('bangladesh-visa')

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`
const VISITOR = { reducedMotion: 'reduce' } as const satisfies PageOptions

/** The three pages: their tabs (as a visitor reads them) and the window each tab's button opens. */
const PAGES = [
  {
    path: '/visa/',
    tabsLabel: saudi.services.tabsLabel,
    tabs: saudi.services.visas.map((v) => ({ id: v.id, name: v.title, heading: v.title, button: 'Apply Now', modal: `Apply for ${v.title}` })),
  },
  {
    path: '/schengen-visa/',
    tabsLabel: schengen.services.tabsLabel,
    tabs: schengen.services.countries.map((c) => ({
      id: c.key,
      name: c.name,
      heading: c.title,
      button: 'Apply Now',
      modal: `Schengen Visa Application – ${c.name}`,
    })),
  },
  {
    path: '/bangladesh-visa/',
    tabsLabel: bangladesh.services.tabsLabel,
    tabs: bangladesh.services.items.map((s) => ({ id: s.key, name: s.tab, heading: s.title, button: s.applyLabel, modal: s.modalTitle })),
  },
] as const

async function open(path: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await e2e.open({ ...VISITOR, ...options })
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await waitForIslands(page)
  return page
}

const tab = (page: Page, tabsLabel: string, name: string) => page.getByRole('tablist', { name: tabsLabel }).getByRole('tab', { name, exact: true })
const panel = (page: Page) => page.getByRole('tabpanel')
const dialog = (page: Page) => page.getByRole('dialog')
/** The text of an element as one line. */
const textOf = async (locator: Locator) => ((await locator.innerText()) ?? '').replace(/\s+/g, ' ').trim()

async function choose(page: Page, tabsLabel: string, name: string): Promise<string> {
  await tab(page, tabsLabel, name).click()
  await expect.poll(() => tab(page, tabsLabel, name).getAttribute('aria-selected')).toBe('true')
  expect(await panel(page).count(), 'one panel shown at a time').toBe(1)
  return textOf(panel(page))
}

function expectAll(text: string, expected: readonly string[], where: string) {
  for (const item of expected) expect(text, `${where} shows "${item}"`).toContain(item)
}

describe('the prerendered pages', () => {
  it('show the first tab of each page without JavaScript, the others hidden', async () => {
    const { page } = await e2e.open({ javaScriptEnabled: false })
    for (const { path, tabs } of PAGES) {
      await page.goto(path)
      const panels = page.locator('[role="tabpanel"]')
      expect(await panels.count(), path).toBe(tabs.length)
      expect(await page.locator('[role="tabpanel"]:not([hidden])').count(), path).toBe(1)
      expect(await page.locator('[role="tab"][aria-selected="true"]').innerText(), path).toBe(tabs[0].name)
    }
  })
})

describe('/visa/', () => {
  it('every visa tab shows its overview, price, facts, documents and steps', async () => {
    const page = await open('/visa/')
    for (const visa of saudi.services.visas) {
      const text = await choose(page, saudi.services.tabsLabel, visa.title)
      const price = visa.priceFrom ? `${t('price.from')} ${pounds(visa.price)}` : pounds(visa.price)
      expectAll(
        text,
        [visa.title, visa.description.trim(), price, visa.duration, visa.processing, visa.validity, visa.entries, ...visa.requirements, ...visa.steps],
        visa.title,
      )
      if (visa.eligibility) expect(text).toContain(visa.eligibility)
      if (!visa.priceFrom) expect(text, `${visa.title} has a fixed price`).not.toContain(`${t('price.from')} ${pounds(visa.price)}`)
      // Document Checklist is announced, not a button that does nothing.
      expect(await panel(page).locator('.visa-soon').textContent()).toBe('Document ChecklistComing Soon')
      expect(
        await panel(page)
          .getByRole('button', { name: /Document Checklist/ })
          .count(),
      ).toBe(0)
      expect(
        await panel(page)
          .getByRole('link', { name: /Document Checklist/ })
          .count(),
      ).toBe(0)
    }
  })

  it('the spec figures: Umrah from £190 for 30 days, e-Waiver £50 in 1 working day, passport 6 months', async () => {
    const page = await open('/visa/')
    const umrah = await textOf(panel(page))
    expectAll(umrah, [`${t('price.from')} £190`, '30 days', '3-5 working days', '3 months from issue', 'Single entry'], 'Umrah Visa')
    const waiver = await choose(page, saudi.services.tabsLabel, 'E-Waiver Visa')
    expectAll(waiver, ['£50', '6 months', '1 working day', 'For UK passport holders'], 'E-Waiver Visa')
    expect(await textOf(page.locator('.visa-notice'))).toContain('valid for at least 6 months')
  })

  it('shows the why-choose cards, the notice and links to the Schengen and Bangladesh pages', async () => {
    const page = await open('/visa/')
    await layOutEveryPart(page)
    const reasons = await page.locator('.visa-reason__title').allInnerTexts()
    expect(reasons).toEqual(saudi.whyChoose.items.map((item) => item.title))
    expectAll(await textOf(page.locator('.visa-notice')), saudi.notice.items, 'the notice')
    for (const href of ['/schengen-visa/', '/bangladesh-visa/']) expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0)
  })
})

describe('/schengen-visa/', () => {
  it('every country tab shows its overview, price, facts, documents and consulate', async () => {
    const page = await open('/schengen-visa/')
    const s = schengen.services
    for (const country of s.countries) {
      const text = await choose(page, s.tabsLabel, country.name)
      const { consulate } = country
      expectAll(
        text,
        [
          country.title,
          country.description.trim(),
          `${t('price.from')} ${pounds(country.price)} ${s.priceNote}`,
          country.processing,
          s.stay,
          s.passportValidity,
          s.applyBefore,
          ...country.requirements,
          consulate.name,
          consulate.address,
        ],
        country.name,
      )
      // A consulate's phone, when data has one (a fictional sample until the agency confirms it), calls it.
      if (consulate.phone) expect(await panel(page).getByRole('link', { name: consulate.phone.display }).getAttribute('href')).toBe(telHref(consulate.phone))
      else expect(await panel(page).locator('a[href^="tel:"]').count()).toBe(0)
    }
  })

  it('the spec figures: 15-20 working days, from £200 plus visa fee, 90 days, apply 6-8 weeks before', async () => {
    const page = await open('/schengen-visa/')
    expectAll(
      await textOf(panel(page)),
      [
        'Germany Schengen Visa',
        '15-20 working days',
        `${t('price.from')} £200 plus visa fee`,
        'Up to 90 days',
        '3 months beyond your stay',
        '6-8 weeks before travel',
      ],
      'Germany',
    )
  })

  it('lists the 27 Schengen countries and links to the Saudi and Bangladesh pages', async () => {
    const page = await open('/schengen-visa/')
    const listed = await page.locator('#schengen-countries li').allInnerTexts()
    expect(listed.map((c) => c.replace(new RegExp(`\\s*${literally(t('visa.weApply')).source}`), '').trim())).toEqual(schengen.area.countries)
    expect(listed).toHaveLength(27)
    for (const href of ['/visa/', '/bangladesh-visa/']) expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0)
  })
})

describe('/bangladesh-visa/', () => {
  it('every service tab shows each item of the specification', async () => {
    const page = await open('/bangladesh-visa/')
    const { services, highCommission: office } = bangladesh
    for (const service of services.items) {
      const text = await choose(page, services.tabsLabel, service.tab)
      expectAll(
        text,
        [
          service.title,
          service.subtitle,
          service.description.trim(),
          service.processing,
          `${t('price.from')} ${pounds(service.price)}`,
          service.validity,
          service.serviceType,
          ...(service.passportRequirement ? [service.passportRequirement] : []),
          ...service.documents,
          ...service.benefits,
          ...service.notice,
          services.noticeHeading,
          ...service.serviceCharges.flatMap((charge) => [charge.label, charge.value]),
          office.name,
          office.address,
          ...(office.phone ? [office.phone.display] : []),
        ],
        service.tab,
      )
      expect(await panel(page).getByRole('button', { name: service.applyLabel, exact: true }).isVisible()).toBe(true)
      const table = panel(page).getByRole('table')
      if (!service.fees) {
        expect(await table.count(), `${service.tab} has no fee table`).toBe(0)
        continue
      }
      const rows = await table.locator('tbody tr').allInnerTexts()
      expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(service.fees.rows.map((row) => `${row.label} ${pounds(row.price)}`))
      expect(await textOf(table.locator('tfoot'))).toBe(`Express service (any option) +${pounds(service.fees.express)}`)
    }
  })

  it('the spec figures: e-passport £95 to £165 with express +£50, NID new £25, correction £15, duplicate £20, express +£30', async () => {
    const page = await open('/bangladesh-visa/')
    const tabsLabel = bangladesh.services.tabsLabel
    expectAll(
      await textOf(panel(page)),
      ['Visa-Free Entry', '1-2 weeks', `${t('price.from')} £90`, 'Valid for the life of your passport', 'at least 6 months'],
      'no-visa',
    )
    expectAll(
      await choose(page, tabsLabel, 'e-Passport'),
      ['Document Service', '6-8 weeks', '5 years, 32 pages £95', '5 years, 64 pages £115', '10 years, 32 pages £145', '10 years, 64 pages £165', '+£50'],
      'e-passport',
    )
    expectAll(
      await choose(page, tabsLabel, 'National ID (NID)'),
      ['8-10 weeks', `${t('price.from')} £25`, 'New registration £25', 'Correction or update £15', 'Duplicate card £20', '+£30'],
      'nid',
    )
  })

  it('Download Forms serves each service’s PDF', async () => {
    const page = await open('/bangladesh-visa/')
    for (const service of bangladesh.services.items) {
      await choose(page, bangladesh.services.tabsLabel, service.tab)
      const link = panel(page).getByRole('link', { name: /^Download Forms/ })
      const href = checklistHref(service, 'en')
      expect(await link.getAttribute('href')).toBe(href)
      expect(await textOf(link)).toMatch(
        new RegExp(`^Download Forms ${literally(t('visa.fileSize', { size: '{size}' })).source.replace('\\{size\\}', '\\d+ KB')}$`),
      )
      const response = await page.request.get(e2e.url(href))
      expect(response.status(), href).toBe(200)
      expect(response.headers()['content-type']).toContain('application/pdf')
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
    }
  })
})

describe('tabs', () => {
  for (const { path, tabsLabel, tabs } of PAGES) {
    it(`${path}: arrow keys, Home and End move and select; Tab enters the panel`, async () => {
      const page = await open(path)
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '')
      const selected = () => page.getByRole('tab', { selected: true }).innerText()
      await tab(page, tabsLabel, tabs[0].name).focus()
      const [first, second] = tabs
      const last = tabs[tabs.length - 1]
      const steps = [
        ['ArrowRight', second],
        ['End', last],
        ['ArrowRight', first],
        ['ArrowLeft', last],
        ['Home', first],
      ] as const
      for (const [key, { name, heading }] of steps) {
        await page.keyboard.press(key)
        expect(await selected(), `${key} selects ${name}`).toBe(name)
        expect(await focused(), `${key} focuses ${name}`).toBe(name)
        expect(await panel(page).getByRole('heading', { level: 3 }).first().innerText(), `${key} shows the panel of ${name}`).toBe(heading)
      }
      // Only the selected tab is in the Tab order, so Tab goes on to the panel.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
    })
  }

  it('a link with a tab id opens that tab, and choosing a tab puts it in the address', async () => {
    const page = await open('/visa/#tourist')
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Tourist Visa')
    await tab(page, saudi.services.tabsLabel, 'Business Visa').click()
    expect(new URL(page.url()).hash).toBe('#business')
    const bd = await open('/bangladesh-visa/#nid')
    expect(await bd.getByRole('tab', { selected: true }).innerText()).toBe('National ID (NID)')
  })
})

describe('Free Consultation', () => {
  for (const { path } of PAGES) {
    it(`${path}: leads to the contact form`, async () => {
      const page = await open(path)
      await panel(page).getByRole('link', { name: 'Free Consultation' }).click()
      await page.waitForURL(/\/contact\/#contact-form$/)
      expect(await page.locator('#contact-form form').count()).toBe(1)
    })
  }
})

const CLOSE_WAYS = {
  Cancel: (page: Page) => dialog(page).getByRole('button', { name: 'Cancel' }).click(),
  'the X': (page: Page) =>
    dialog(page)
      .getByRole('button', { name: t('close') })
      .click(),
  Escape: (page: Page) => page.keyboard.press('Escape'),
  'the backdrop': (page: Page) => page.mouse.click(3, 3),
} as const

describe('the application window', () => {
  for (const { path, tabsLabel, tabs } of PAGES) {
    it(`${path}: each tab's button opens the window titled for it`, async () => {
      const page = await open(path)
      for (const t of tabs) {
        await choose(page, tabsLabel, t.name)
        await panel(page).getByRole('button', { name: t.button, exact: true }).click()
        await expect.poll(() => dialog(page).isVisible()).toBe(true)
        expect(await dialog(page).getByRole('heading', { level: 2 }).innerText()).toBe(t.modal)
        await expect.poll(() => dialog(page).locator('form').count(), { message: 'the application form is inside' }).toBe(1)
        await page.keyboard.press('Escape')
        await expect.poll(() => dialog(page).count()).toBe(0)
      }
    })

    for (const [way, close] of Object.entries(CLOSE_WAYS)) {
      it(`${path}: closes with ${way}, giving back focus and the scroll position`, async () => {
        const page = await open(path, { viewport: PHONE })
        const last = tabs[tabs.length - 1]
        await choose(page, tabsLabel, last.name)
        const opener = panel(page).getByRole('button', { name: last.button, exact: true })
        await opener.scrollIntoViewIfNeeded()
        expect(await page.evaluate(() => window.scrollY), 'the button is down the page').toBeGreaterThan(0)
        await opener.click()
        await expect.poll(() => dialog(page).isVisible()).toBe(true)
        expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(true)
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true)
        await settle(page)
        const scrollWhileOpen = await page.evaluate(() => window.scrollY)
        await close(page)
        await expect.poll(() => dialog(page).count()).toBe(0)
        // The dialog's close event (which unlocks scrolling and returns focus) is a task of its own.
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(false)
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden')
        await expect.poll(() => opener.evaluate((el) => el === document.activeElement), { message: 'focus is back on the button' }).toBe(true)
        expect(await opener.isVisible()).toBe(true)
        expect(await page.evaluate(() => window.scrollY), 'the page stays where the visitor left it').toBe(scrollWhileOpen)
      })
    }
  }
})
