// Bengali in the editor, and finding one's way there: a Bengali text is changed beside its
// English one and saved as that one line of data/bn/ (comments and the review mark kept), and the
// Bengali home page built from it shows it; an
// entry opened by its address while another is open shows its own form; the lists say in one
// line what each collection and each file holds (data/editor.yaml).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readMarkdown } from '../../content/server/editor/edit-yaml'
import { fill } from '../../content/browser/fill'
import type { EditorWords, Hajj, HajjPackage, Testimonials } from '../../schemas/types.generated'
import { PROJECT_ROOT } from '../support/browser'
import { openItem, publish, startEditor, type Editor } from '../support/editor'

let editor: Editor
const tracked = <T>(file: string) => parse(readFileSync(join(PROJECT_ROOT, file), 'utf8')) as T
const words = tracked<EditorWords>('data/editor.yaml')
const privacyTitle = () => readMarkdown(readFileSync(join(PROJECT_ROOT, 'data/policies/privacy-policy.md'), 'utf8')).title as string

beforeAll(async () => {
  editor = await startEditor()
}, 60_000)
afterEach(() => editor.reset())
afterAll(() => editor?.close())

// The editor's bundle (6.5 MB) starts slowly on a busy machine.
describe('Bengali texts and the lists in the editor', { timeout: 240_000 }, () => {
  it('changes a Bengali text beside its English one: one line of data/bn/, comments and review mark kept', async () => {
    const english = tracked<Testimonials>('data/testimonials.yaml').testimonials[0]
    const bengali = tracked<Testimonials>('data/bn/testimonials.yaml').testimonials.find((t) => t.id === english.id)!
    const page = await editor.open('bengali/testimonials')
    // Listed by the English item's name and the id that matches them.
    const item = await openItem(page, english.name)
    expect(await item.locator(':scope > [class*="NestedObjectLabel"]').textContent()).toBe(`${english.name} · ${english.id}`)
    const location = item.getByLabel(/^Location/)
    expect(await location.inputValue()).toBe(bengali.location)
    // The English of that place, beside the box.
    const beside = item.locator('.editor-bilingual').filter({ has: page.getByLabel(/^Location/) })
    expect(await beside.locator('[lang="en"]').textContent()).toBe(`${words.bengali.english}${english.location}`)
    await location.fill('টাওয়ার হ্যামলেটস, পূর্ব লন্ডন')
    await publish(page)
    await expect.poll(() => editor.git('status', '--porcelain'), { timeout: 20_000 }).not.toBe('')
    expect(editor.git('diff', '--numstat')).toBe('1\t1\tdata/bn/testimonials.yaml\n')
    expect(editor.git('diff', '-U0', '--', 'data/bn/testimonials.yaml')).toContain(
      `-    location: ${bengali.location}\n+    location: টাওয়ার হ্যামলেটস, পূর্ব লন্ডন\n`,
    )
    const saved = editor.saved('data/bn/testimonials.yaml')
    expect(saved.startsWith('# The Bengali texts of data/testimonials.yaml')).toBe(true)
    expect(saved).toContain('review:\n  status: draft\n')
    // The Bengali home page built from what was saved shows the new words in that visitor's card.
    const home = await (await editor.built(['/bn/'])).open('/bn/')
    const card = home.locator('#testimonials figure').filter({ hasText: bengali.name })
    expect(await card.count(), `${bengali.name}'s card`).toBe(1)
    expect(await card.textContent()).toContain('টাওয়ার হ্যামলেটস, পূর্ব লন্ডন')
  })

  it('opens the entry of an address typed while another entry is open; its packages say their season and state', async () => {
    const hajj = tracked<Hajj>('data/hajj.yaml').packages
    const today = new Date().toISOString().slice(0, 10)
    const state = (pkg: HajjPackage) => (pkg.departure < today ? words.lists.departed : words.lists.bookable)
    const page = await editor.open('umrah')
    await page.getByRole('button', { name: words.lists.copyButton }).first().waitFor({ timeout: 90_000 })
    // The editor reloads itself to open the typed address (admin/entry-address.ts): the reload is awaited.
    const reloaded = page.waitForEvent('load', { timeout: 90_000 })
    await page.evaluate(() => (window.location.hash = '#/collections/content/entries/hajj'))
    await reloaded
    // Two seasons' packages of the same name, told apart by their season.
    const labels = page.locator('[class*="listControlItem"] > [class*="NestedObjectLabel"]')
    const expected = hajj.map(
      (pkg) =>
        `${pkg.title} · ${fill(words.lists.hajjSeason, { year: pkg.departure.slice(0, 4) })} · ${state(pkg)}${pkg.sample ? ` · ${words.lists.sample}` : ''}`,
    )
    // The packages' own lines (their lists inside, of features and days, are listed by their words).
    const shown = async () => (await labels.allTextContents()).filter((label) => label.includes(' · '))
    await expect.poll(shown, { timeout: 90_000 }).toEqual(expected)
    expect(new Set(hajj.map((pkg) => pkg.title)).size).toBeLessThan(hajj.length)
  })

  it('says in one line what each collection and each file holds', async () => {
    const page = await editor.open('umrah')
    await page.getByRole('button', { name: words.lists.copyButton }).first().waitFor({ timeout: 90_000 })
    await page.evaluate(() => (window.location.hash = '#/collections/content'))
    const line = (id: string) => words.catalogues.find((c) => c.id === id)!.description
    await page.getByText(words.collections.find((c) => c.id === 'content')!.description).waitFor()
    const umrahCard = page.locator('a[href="#/collections/content/entries/umrah"]')
    await expect.poll(() => umrahCard.textContent()).toContain(line('umrah'))
    expect(await page.locator('a[href="#/collections/content/entries/hajj"]').textContent()).toContain(line('hajj'))
    await page.getByRole('link', { name: words.bengali.label }).click()
    await page.getByText(words.collections.find((c) => c.id === 'bengali')!.description).waitFor()
    // The policy pages in Bengali: each text of the page, its body too, beside its English.
    await page.getByRole('link', { name: fill(words.bengali.collection, { collection: 'Policies' }) }).click()
    await page.getByText(words.collections.find((c) => c.id === 'bengali-policies')!.description).waitFor()
    await page.locator('a[href="#/collections/bengali-policies/entries/privacy-policy"]').click()
    const title = page.locator('.editor-bilingual').filter({ has: page.getByLabel(/^Title/) })
    await expect.poll(() => title.locator('[lang="en"]').textContent(), { timeout: 90_000 }).toContain(privacyTitle())
    // Everything the editor asked for on the way came; its tab shows the site's icon (without
    // one, a browser asks for /favicon.ico, which the site does not have).
    expect(editor.failedRequests()).toEqual([])
    const icon = await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null)
    expect(icon).toBe('/favicon.svg')
    expect((await page.request.get(icon!)).status()).toBe(200)
  })
})
