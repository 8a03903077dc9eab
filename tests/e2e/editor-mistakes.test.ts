// Mistakes shown where they are made: the editor runs `npm run check` when a field is left and
// before saving, and shows each message at its field, as written (sentence case, no line
// numbers). Errors stop the save; warnings (a departure in the past) are shown and saving goes on.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Hotel, Umrah } from '../../schemas/types.generated'
import { PROJECT_ROOT } from '../support/browser'
import { fieldOf, openItem, publish, startEditor, type Editor } from '../support/editor'

let editor: Editor
const tracked = <T>(file: string) => parse(readFileSync(join(PROJECT_ROOT, file), 'utf8')) as T
const umrah = tracked<Umrah>('data/umrah.yaml')
// A package still to depart (the site's sample season): its dates can be made wrong in every way.
const pkg = umrah.packages.find((p) => p.id === 'december-2026')!

beforeAll(async () => {
  editor = await startEditor()
}, 60_000)
afterEach(() => editor.reset())
afterAll(() => editor?.close())

// The editor's bundle (6.5 MB) starts slowly on a busy machine.
describe('mistakes at the field, as they are made', { timeout: 240_000 }, () => {
  it('a day that does not exist, and a duplicate id are shown on leaving the field, and stop the save', async () => {
    const page = await editor.open('umrah')
    const item = await openItem(page, pkg.title)
    const departure = item.getByLabel('Departure', { exact: true })
    // The box shows the date as the hint writes it, and keeps what was typed.
    expect(await departure.inputValue()).toBe(pkg.departure)
    await departure.fill('2027-02-30')
    await departure.press('Tab')
    const departureField = fieldOf(item, 'Departure')
    await expect.poll(() => departureField.textContent()).toContain('Departure is "2027-02-30", but that day does not exist: February 2027 has 28 days')
    expect(await departure.inputValue()).toBe('2027-02-30')
    // Decap writes messages in capitals; the check's advice is shown as written.
    expect(await departureField.locator('[class*="ControlErrorsList"]').evaluate((list) => getComputedStyle(list).textTransform)).toBe('none')

    const id = item.getByLabel('ID', { exact: true })
    await id.fill(umrah.packages[0].id)
    await id.press('Tab')
    await expect.poll(() => fieldOf(item, 'ID').textContent()).toContain(`is already used by Packages › 1 (${umrah.packages[0].title})`)

    // Publishing checks every field again: the messages stay where they are, and nothing is written.
    await publish(page)
    await expect.poll(() => fieldOf(item, 'Departure').textContent()).toContain('February 2027 has 28 days')
    expect(await page.locator('[class*="ControlErrorsList"]').allTextContents()).not.toContainEqual(expect.stringMatching(/line \d/))
    expect(editor.git('status', '--porcelain')).toBe('')
  })

  it('a departure in the past is a warning at the field, and saving goes on', async () => {
    const page = await editor.open('umrah')
    const item = await openItem(page, pkg.title)
    const departure = item.getByLabel('Departure', { exact: true })
    await departure.fill('2025-12-19')
    await item.getByLabel('Return', { exact: true }).fill('2025-12-28')
    await item.getByLabel(/^Early bird until/).fill('2025-11-30')
    await departure.focus()
    await departure.press('Tab')
    await expect.poll(() => fieldOf(item, 'Departure').textContent()).toContain(`Package ${pkg.id} departed on 19 December 2025`)
    await publish(page)
    await expect.poll(() => editor.git('diff', '--numstat', '--', 'data/umrah.yaml'), { timeout: 15_000 }).toBe('3\t3\tdata/umrah.yaml\n')
  })

  it('markup in a hotel name is refused at the field', async () => {
    const hotels = tracked<{ hotels: Hotel[] }>('data/hotels.yaml')
    const page = await editor.open('hotels')
    const item = await openItem(page, hotels.hotels[0].name)
    const name = item.getByLabel('Name', { exact: true })
    await name.fill(`<script>alert(1)</script>${hotels.hotels[0].name}`)
    await name.press('Tab')
    await expect.poll(() => fieldOf(item, 'Name').textContent()).toContain('<script> is markup (HTML), but this text is shown as written')
  })
})
