// The everyday edits, made in the editor at /admin/ as staff make them (clicks and typing, the
// local backend on a scratch copy of the repository), one after another: each saves only the
// lines it means (every other line of the file, comments and quoting kept, as tracked), and the
// site built once from all of them shows each. With EDITING_SCREENSHOTS=1 each edit is also
// photographed into docs/editing/ for EDITING.md.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Umrah } from '../../schemas/types.generated'
import { PROJECT_ROOT } from '../support/browser'
import { openItem, publish, REBUILDS, startEditor, type Editor } from '../support/editor'

let editor: Editor
const umrah = () => parse(editor.saved('data/umrah.yaml')) as Umrah
// The sample season's first departure: bookable, with its own page.
const WINTER = 'december-2026'

beforeAll(async () => {
  editor = await startEditor()
}, 60_000)
afterAll(() => editor?.close())

/** The edit's picture for EDITING.md (docs/editing/<name>.png), when asked for. */
async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.EDITING_SCREENSHOTS === '1') await page.screenshot({ path: join(PROJECT_ROOT, 'docs/editing', `${name}.png`) })
}

/** What the last save changed in `file`, as `git diff --numstat` counts it; then kept, so the next edit's diff is its own. */
async function savedChange(file: string): Promise<{ numstat: string; diff: string }> {
  await expect.poll(() => editor.git('status', '--porcelain', '--', file), { timeout: 20_000 }).not.toBe('')
  const change = { numstat: editor.git('diff', '--numstat', '--', file), diff: editor.git('diff', '-U0', '--', file) }
  editor.git('add', '-A')
  editor.git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', `edit ${file}`)
  return change
}

describe('the everyday edits in the editor', { timeout: 240_000 }, () => {
  it('changes a price: one line', async () => {
    const pkg = umrah().packages.find((p) => p.id === WINTER)!
    const page = await editor.open('umrah')
    const item = await openItem(page, pkg.title)
    await item.getByLabel('Price', { exact: true }).fill(String(pkg.price - 50))
    await screenshot(page, 'price')
    await publish(page)
    const { numstat, diff } = await savedChange('data/umrah.yaml')
    expect(numstat).toBe('1\t1\tdata/umrah.yaml\n')
    expect(diff).toContain(`-    price: ${pkg.price}\n+    price: ${pkg.price - 50}\n`)
  })

  it('marks a departure sold out: one line, and the list says so', async () => {
    const pkg = umrah().packages.find((p) => p.id === WINTER)!
    const page = await editor.open('umrah')
    const item = await openItem(page, pkg.title)
    await item.getByLabel(/^Sold out/).check()
    await expect.poll(() => item.locator(':scope > [class*="NestedObjectLabel"]').textContent()).toContain('sold out')
    await screenshot(page, 'sold-out')
    await publish(page)
    const { numstat, diff } = await savedChange('data/umrah.yaml')
    expect(numstat).toMatch(/^1\t[01]\tdata\/umrah\.yaml\n$/)
    expect(diff).toContain('+    soldOut: true\n')
  })

  it('adds a departure by duplicating one, with its page, hotels and itinerary: only new lines', async () => {
    const before = umrah()
    const source = before.packages.find((p) => p.id === WINTER)!
    const page = await editor.open('umrah')
    await page
      .getByLabel('Departure to copy')
      .first()
      .selectOption({ index: before.packages.indexOf(source) })
    await page.getByRole('button', { name: 'Duplicate' }).first().click()
    // The copy comes last and open; its id and dates are asked for (left empty).
    const copy = page
      .locator('[class*="listControlItem"]')
      .filter({ has: page.getByLabel('ID', { exact: true }).filter({ visible: true }) })
      .last()
    await expect.poll(() => copy.getByLabel('ID', { exact: true }).inputValue()).toBe('')
    await copy.getByLabel('ID', { exact: true }).fill('december-2027')
    await copy.getByLabel('Title', { exact: true }).fill('Winter Umrah December 2027')
    await copy.getByLabel('Departure', { exact: true }).fill('2027-12-18')
    await copy.getByLabel('Return', { exact: true }).fill('2027-12-27')
    await copy.getByLabel(/^Brochure file/).fill('umrah-december-2027.pdf')
    await screenshot(page, 'duplicate')
    await publish(page)
    const { numstat } = await savedChange('data/umrah.yaml')
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
    const { numstat } = await savedChange('data/testimonials.yaml')
    expect(numstat).toMatch(/^\d+\t0\tdata\/testimonials\.yaml\n$/)
  })

  it('uploads a photo named as a phone names it and adds it to the gallery', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'camera-'))
    const photo = join(folder, 'IMG_20261120 madinah group.jpg')
    writeFileSync(
      photo,
      await sharp({ create: { width: 320, height: 240, channels: 3, background: '#4a7a5a' } })
        .jpeg()
        .toBuffer(),
    )
    const page = await editor.open('gallery')
    await page.getByRole('button', { name: /^Add photos/ }).click()
    const field = (label: string | RegExp) =>
      page
        .getByLabel(label, typeof label === 'string' ? { exact: true } : undefined)
        .filter({ visible: true })
        .last()
    await field('ID').fill('madinah-group-2026')
    await field('Title').fill('Our November Group in Madinah')
    await field('Description').fill('The group at the Prophet’s Mosque after Fajr.')
    await field('Category').fill('umrah')
    await page.keyboard.press('Enter')
    await field(/^Date/).fill('2026-11-20')
    await field(/^Location/).fill('Madinah')
    await page.getByRole('button', { name: 'Choose an image' }).filter({ visible: true }).last().click()
    await page.locator('input[type="file"]').setInputFiles(photo)
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await screenshot(page, 'photo')
    await publish(page)
    await expect.poll(() => editor.git('status', '--porcelain'), { timeout: 20_000 }).toContain('public/images/uploads/img_20261120-madinah-group.jpg')
    const { numstat, diff } = await savedChange('data/gallery.yaml')
    expect(numstat).toMatch(/^\d+\t0\tdata\/gallery\.yaml\n$/)
    expect(diff).toContain('image: /images/uploads/img_20261120-madinah-group.jpg')
  })

  it('edits a policy paragraph: one line', async () => {
    const page = await editor.open('policies/privacy-policy')
    const text = page.locator('[data-slate-editor]').filter({ visible: true }).last()
    await text.waitFor({ timeout: 90_000 })
    await text.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' We reply in English or Bengali.')
    await screenshot(page, 'policy')
    await publish(page)
    const { numstat, diff } = await savedChange('data/policies/privacy-policy.md')
    // The paragraph's last line changed; nothing else but, at most, the end of the file's line break.
    expect(numstat).toMatch(/^[12]\t1\tdata\/policies\/privacy-policy\.md\n$/)
    expect(diff).toContain('hours. We reply in English or Bengali.\n')
    expect(diff.split('\n').filter((line) => /^[-+](?![-+])/.test(line) && line.trim().length > 1)).toHaveLength(2)
  })

  it(
    'the site built from the saved data shows every edit',
    async () => {
      const built = await editor.built()
      const winter = await built.open(`/umrah/${WINTER}/`)
      expect(await winter.locator('.umrah-sidebar').textContent()).toContain('Sold Out')
      const copy = await built.open('/umrah/december-2027/')
      expect(await copy.locator('h1').textContent()).toBe('Winter Umrah December 2027')
      const home = await built.open('/')
      expect(await home.locator('#testimonials').textContent()).toContain('Maryam Siddiqui')
      const gallery = await built.open('/gallery/')
      expect(await gallery.locator('body').textContent()).toContain('Our November Group in Madinah')
      const privacy = await built.open('/privacy-policy/')
      expect(await privacy.locator('main').textContent()).toContain('We reply in English or Bengali.')
    },
    REBUILDS,
  )
})
