// The everyday edits, made in the editor at /admin/ as staff make them (clicks and typing, the
// local backend on a scratch copy of the repository), one after another: each saves only the
// lines it means (every other line of the file, comments and quoting kept, as tracked). With EDITING_SCREENSHOTS=1 each edit is also
// photographed into docs/editing/ for EDITING.md.
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Umrah } from '../../schemas/types.generated'
import { formatFor } from '../../content/browser/format'
import { loadCatalogue } from '../../content/server/data/load'
import { today } from '../../content/server/today'
import { isBookable } from '../../content/server/umrah'
import { t } from '../support/words'
import { openItem, publish, REBUILDS, savedChange, screenshot, startEditor, type Editor } from '../support/editor'

let editor: Editor
const umrah = () => parse(editor.saved('data/umrah.yaml')) as Umrah
// The first departure still on sale on the day the site is built (SITE_TODAY when set), one with
// its own page if there is one: a departure named here would leave, and its page say Departed, not
// Sold out. One without a page is shown, price and state, in /umrah/'s table.
const onSale = loadCatalogue('umrah', 'en').packages.filter((p) => isBookable(p, today()))
// (None once every departure of data/umrah.yaml has left: then there is no price to sell.)
const winterPackage = onSale.find((p) => p.detailPage) ?? onSale[0]
const WINTER = winterPackage?.id
const WINTER_PAGE = winterPackage?.detailPage ? `/umrah/${WINTER}/` : '/umrah/'
// The departure staff copy for next year's: one with its own page, whether or not it has left,
// whose texts name no month. A copy of february-2027 is stopped by the check until its subtitle
// and description stop saying February (content/server/check/package-texts.ts), as it should be.
const COPIED = 'december-2026'

beforeAll(async () => {
  editor = await startEditor()
}, 60_000)
afterAll(() => editor?.close())

describe('the everyday edits in the editor', { timeout: 240_000 }, () => {
  it.runIf(winterPackage)('changes a price: one line', async () => {
    const pkg = umrah().packages.find((p) => p.id === WINTER)!
    const page = await editor.open('umrah')
    const item = await openItem(page, pkg.title)
    await item.getByLabel('Price', { exact: true }).fill(String(pkg.price - 50))
    await screenshot(page, 'price')
    await publish(page)
    const { numstat, diff } = await savedChange(editor, page, 'data/umrah.yaml')
    expect(numstat).toBe('1\t1\tdata/umrah.yaml\n')
    expect(diff).toContain(`-    price: ${pkg.price}\n+    price: ${pkg.price - 50}\n`)
  })

  it.runIf(winterPackage)('marks a departure sold out: one line, and the list says so', async () => {
    const pkg = umrah().packages.find((p) => p.id === WINTER)!
    const page = await editor.open('umrah')
    const item = await openItem(page, pkg.title)
    await item.getByLabel(/^Sold out/).check()
    await expect.poll(() => item.locator(':scope > [class*="NestedObjectLabel"]').textContent()).toContain('sold out')
    await screenshot(page, 'sold-out')
    await publish(page)
    const { numstat, diff } = await savedChange(editor, page, 'data/umrah.yaml')
    expect(numstat).toMatch(/^1\t[01]\tdata\/umrah\.yaml\n$/)
    expect(diff).toContain('+    soldOut: true\n')
  })

  it('adds a departure by duplicating one, with its page, hotels and itinerary: only new lines', async () => {
    const before = umrah()
    const source = before.packages.find((p) => p.id === COPIED)!
    const page = await editor.open('umrah')
    await page
      .getByLabel('Departure to copy')
      .first()
      .selectOption({ index: before.packages.indexOf(source) })
    await page.getByRole('button', { name: 'Duplicate' }).first().click()
    // The copy comes last and open; its id and dates are asked for (left empty).
    const field = (label: string | RegExp) =>
      page
        .getByLabel(label, typeof label === 'string' ? { exact: true } : undefined)
        .filter({ visible: true })
        .last()
    await expect.poll(() => field('ID').inputValue()).toBe('')
    await field('ID').fill('december-2027')
    await field('Title').fill('Winter Umrah December 2027')
    await field('Departure').fill('2027-12-18')
    await field('Return').fill('2027-12-27')
    await field(/^Brochure file/).fill('umrah-december-2027.pdf')
    await screenshot(page, 'duplicate')
    await publish(page)
    const { numstat } = await savedChange(editor, page, 'data/umrah.yaml')
    expect(numstat).toMatch(/^\d+\t0\tdata\/umrah\.yaml\n$/)
    const added = umrah().packages.at(-1)!
    expect(added).toMatchObject({ id: 'december-2027', departure: '2027-12-18', detailPage: true, itinerary: source.itinerary, hotels: source.hotels })
  })

  it('adds a testimonial in one step: only new lines', async () => {
    const page = await editor.open('testimonials')
    await page.getByRole('button', { name: /^Add testimonials/ }).click()
    const field = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last()
    await field('ID').fill('maryam-siddiqui')
    await field('Name').fill('Maryam Siddiqui')
    await field('Location').fill('Leicester')
    await field('Rating').fill('5')
    await field('Package').fill('Umrah December 2026')
    await field('Text').fill('Our first Umrah as a family, and every detail was taken care of.')
    await screenshot(page, 'testimonial')
    await publish(page)
    const { numstat } = await savedChange(editor, page, 'data/testimonials.yaml')
    expect(numstat).toMatch(/^\d+\t0\tdata\/testimonials\.yaml\n$/)
  })

  it(
    'the site built from what was saved shows each edit: the price, sold out, the new departure’s page, the review',
    async () => {
      const site = await editor.built([WINTER_PAGE, '/umrah/december-2027/', '/'])
      if (WINTER) {
        const winter = umrah().packages.find((p) => p.id === WINTER)!
        const winterPage = await site.open(WINTER_PAGE)
        const winterText = (await winterPage.locator('main').textContent()) ?? ''
        expect(winterText).toContain(formatFor('en').pounds(winter.price))
        // Sold out: its page says so on its badge, and its booking button is off.
        expect(await winterPage.getByText(t('status.soldOut'), { exact: true }).count()).toBeGreaterThan(0)
      }
      const copy = await site.open('/umrah/december-2027/')
      expect(await copy.locator('h1').textContent()).toContain('Winter Umrah December 2027')
      const home = await site.open('/')
      expect(await home.locator('main').textContent()).toContain('Our first Umrah as a family, and every detail was taken care of.')
    },
    REBUILDS,
  )
})
