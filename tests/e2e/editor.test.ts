// The staff's editor at /admin/ end to end, as `npm start` serves it: the built site with Decap's
// local backend (decap-server) at /api/v1, here on a scratch git repository made from the
// tracked files of data/, schemas/ and public/ (never the real working tree). A member of staff
// changes a price (one changed line, and the pages built from the saved data, English and Bengali,
// show the new price), types "£1,649" (the check's message at the field, nothing written), and sees
// an Umrah package's page with its price and dates in the preview. Adding a hotel is part of editor-media.test.ts's journey.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hajjOnDay } from '../../content/server/hajj/season'
import { formatFor, formatPounds } from '../../content/browser/format'
import { today } from '../../content/server/today'
import { showUmrahPackage } from '../../content/server/umrah'
import type { Hajj, Umrah } from '../../schemas/types.generated'
import { PROJECT_ROOT } from '../support/browser'
import { fieldOf, openItem, publish, REBUILDS, startEditor, type Editor } from '../support/editor'
import { hajjRegistrationOpen } from '../support/dates'

let editor: Editor
const git = (...args: string[]) => editor.git(...args)
const openEntry = (name: string) => editor.open(name)
const builtFromSaved = (paths: string[]) => editor.built(paths)

beforeAll(async () => {
  editor = await startEditor()
}, 60_000)
// Each test starts from the files as tracked.
afterEach(() => editor.reset())
afterAll(() => editor?.close())

// Each test waits for the editor's bundle as openItem does (up to 90 s on a busy machine): more than
// the e2e project's 60 s a test.
describe('the editor at /admin/', { timeout: REBUILDS }, () => {
  it(
    'saves a new price of the cheapest Hajj package as one changed line of data/hajj.yaml, and the pages built from it show it',
    async () => {
      const hajj = parse(readFileSync(join(PROJECT_ROOT, 'data/hajj.yaml'), 'utf8')) as Hajj
      // The cheapest of the season /hajj/ offers today, so that the listing shows it too.
      const cheapest = hajjOnDay(hajj, today()).packages.reduce((low, pkg) => (pkg.price < low.price ? pkg : low))
      const newPrice = formatPounds(cheapest.price - 100)
      const page = await openEntry('hajj')
      // Each season has its packages of the same names: the form lists them in the file's order.
      const item = await openItem(page, cheapest.title, hajj.packages.filter((pkg) => pkg.title === cheapest.title).indexOf(cheapest))
      const price = item.getByLabel('Price', { exact: true })
      await expect.poll(() => price.inputValue()).toBe(String(cheapest.price))
      await price.fill(String(cheapest.price - 100))
      await publish(page)
      await expect.poll(() => git('diff', '--numstat', '--', 'data/hajj.yaml'), { timeout: 15_000 }).toBe('1\t1\tdata/hajj.yaml\n')
      const diff = git('diff', '-U0', '--', 'data/hajj.yaml')
      expect(diff).toContain(`-    price: ${cheapest.price}\n+    price: ${cheapest.price - 100}\n`)

      const built = await builtFromSaved([`/hajj/${cheapest.id}/`, `/bn/hajj/${cheapest.id}/`, '/hajj/'])
      const packagePage = await built.open(`/hajj/${cheapest.id}/`)
      expect(await packagePage.locator('.hajj-sidebar .price__amount').textContent()).toBe(newPrice)
      // The price is written once: the Bengali page gives the same one, in Bengali digits.
      const bengaliPage = await built.open(`/bn/hajj/${cheapest.id}/`)
      expect(await bengaliPage.locator('.hajj-sidebar .price__amount').textContent()).toBe(formatFor('bn').pounds(cheapest.price - 100))
      // The listing sells the season on offer; between seasons it lists no price to change.
      if (hajjRegistrationOpen()) {
        const listing = await built.open('/hajj/')
        // The listing shows one type of package at a time: the visitor picks the package's type.
        // Its tabs work once the page's script has run, which a machine running a build beside two
        // browsers (this test's own rebuild, the other test file) may take seconds to reach. There a
        // pointer click can also miss its 'stable' check for as long (the page still settling), so a
        // click that times out is sent to the tab as the event itself: the tab is chosen only by the
        // page's script either way.
        const tab = listing.getByRole('tab', { name: new RegExp(`^${hajj.types[cheapest.type].label}`) })
        await expect
          .poll(
            async () => {
              await tab.click({ timeout: 5_000 }).catch(() => tab.dispatchEvent('click').catch(() => {}))
              return tab.getAttribute('aria-selected')
            },
            { timeout: 60_000, interval: 500 },
          )
          .toBe('true')
        // The season on offer, not the record of a departed season's package of the same name.
        const card = listing.locator('article:not(.is-sold-out)').filter({ has: listing.getByRole('heading', { name: cheapest.title, exact: true }) })
        expect(await card.locator('.price__amount').textContent()).toBe(newPrice)
      }
    },
    REBUILDS,
  )

  it('shows the check\'s message at a price written "£1,649" and writes nothing', async () => {
    const umrah = parse(readFileSync(join(PROJECT_ROOT, 'data/umrah.yaml'), 'utf8')) as Umrah
    const page = await openEntry('umrah')
    const item = await openItem(page, umrah.packages[0].title)
    await item.getByLabel('Price', { exact: true }).fill('£1,649')
    await publish(page)
    const field = fieldOf(item, 'Price')
    await expect.poll(() => field.textContent()).toContain('Price must be a number (you wrote "£1,649": write 1649)')
    expect(git('status', '--porcelain')).toBe('')
    // No built page could show that price: the preview waits for a number instead of drawing "£NaN".
    const preview = page.frameLocator('iframe').first()
    expect(await preview.locator('body').textContent()).not.toContain('NaN')
    expect(await preview.locator('.price__amount').count()).toBe(0)
  })

  it('draws a folded package only once unfolded, and keeps what was typed in it when folded again: checked, then saved', async () => {
    const hajj = parse(readFileSync(join(PROJECT_ROOT, 'data/hajj.yaml'), 'utf8')) as Hajj
    const pkg = hajjOnDay(hajj, today()).packages[0]
    const page = await openEntry('hajj')
    const items = page.locator('[class*="listControlItem"]')
    await items.first().waitFor({ timeout: 90_000 })
    // Every package folded: their fields are not made at all (Decap made some 1,000 hidden ones,
    // seconds before staff could type: admin/folded-items.tsx).
    const fields = () => items.locator(':is(input, textarea, select)').count()
    expect(await fields()).toBe(0)
    const item = await openItem(page, pkg.title, hajj.packages.filter((p) => p.title === pkg.title).indexOf(pkg))
    expect(await fields()).toBeGreaterThan(0)
    const fold = () => item.locator(':scope > [class*="TopBar"] > button').first().click()
    const price = item.getByLabel('Price', { exact: true })

    // A mistake in a package folded again is still checked before anything is written.
    await price.fill('£1,649')
    await fold()
    await expect.poll(() => price.isVisible()).toBe(false)
    await publish(page)
    await expect.poll(() => fieldOf(item, 'Price').textContent()).toContain('Price must be a number (you wrote "£1,649": write 1649)')
    expect(git('status', '--porcelain')).toBe('')

    // Put right and folded again: the package keeps the new price, and only its line changes.
    await fold()
    await price.fill(String(pkg.price + 25))
    await fold()
    await publish(page)
    await expect.poll(() => git('diff', '--numstat', '--', 'data/hajj.yaml'), { timeout: 15_000 }).toBe('1\t1\tdata/hajj.yaml\n')
    expect(git('diff', '-U0', '--', 'data/hajj.yaml')).toContain(`-    price: ${pkg.price}\n+    price: ${pkg.price + 25}\n`)
  })

  it("previews an Umrah package's page with the site's own components: its price and dates", async () => {
    const umrah = parse(readFileSync(join(PROJECT_ROOT, 'data/umrah.yaml'), 'utf8')) as Umrah
    const index = umrah.packages.findIndex((pkg) => pkg.detailPage)
    const shown = showUmrahPackage(umrah.packages[index], today(), 'en')
    const page = await openEntry('umrah')
    const preview = page.frameLocator('iframe').first()
    await preview.getByLabel('Page of').selectOption(String(index))
    await expect.poll(() => preview.locator('h1').textContent()).toBe(shown.title)
    expect(await preview.locator('.umrah-sidebar .price__amount').textContent()).toBe(formatPounds(shown.price))
    expect(await preview.locator('.umrah-sidebar').textContent()).toContain(shown.dates)
    expect(await preview.locator('.umrah-detail__quick').textContent()).toContain(shown.dates)
  })

  it('previews the Hajj package being edited as its page: the price typed in the form', async () => {
    const hajj = parse(readFileSync(join(PROJECT_ROOT, 'data/hajj.yaml'), 'utf8')) as Hajj
    const pkg = hajjOnDay(hajj, today()).packages[0]
    const page = await openEntry('hajj')
    const item = await openItem(page, pkg.title, hajj.packages.filter((p) => p.title === pkg.title).indexOf(pkg))
    await item.getByLabel('Price', { exact: true }).fill(String(pkg.price + 50))
    const preview = page.frameLocator('iframe').first()
    await expect.poll(() => preview.locator('.hajj-sidebar .price__amount').textContent()).toBe(formatPounds(pkg.price + 50))
    expect(await preview.locator('h1').textContent()).toBe(pkg.title)
    expect(await preview.locator('.hajj-package-hero__code').textContent()).toContain(pkg.id)
  })
})
