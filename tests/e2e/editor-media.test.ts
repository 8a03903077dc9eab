// The edits of the editor at /admin/ beyond editor-everyday.test.ts, as one journey on one scratch
// copy of the repository: a photo uploaded from a file named as a phone names it and added to the
// gallery; a picture the site cannot take refused with the reason (the entry saves without it); a
// policy paragraph reworded; a hotel added. Then `npm run check` on the result, and the site built
// from it once, where each edit shows. With EDITING_SCREENSHOTS=1 the edits are photographed for EDITING.md.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GalleryPage, Hotel } from '../../schemas/types.generated'
import { madePicture } from '../support/made-documents'
import { openItem, publish, REBUILDS, savedChange, screenshot, startEditor, type Editor } from '../support/editor'

let editor: Editor
const gallery = () => parse(editor.saved('data/gallery.yaml')) as GalleryPage

// A phone's name, and the name the editor saves it as (content/server/editor/editor-config.ts: slug).
const PHONE_NAME = 'IMG_20261120 madinah group.jpg'
const SAVED_PICTURE = 'public/images/uploads/img_20261120-madinah-group.jpg'
const POLICY = 'data/policies/privacy-policy.md'
const POLICY_WORDS = { before: 'is a travel agency in London', after: 'is a family-run travel agency in London' }

beforeAll(async () => {
  editor = await startEditor()
}, 60_000)
afterAll(() => editor?.close())

/** A new item's field: the one visible field of that label (the list's other items are folded). */
const fieldIn = (page: Page) => (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last()

/** The media library of the last image field shown, opened by its button. */
async function openLibrary(page: Page, button: 'Choose an image' | 'Choose different image'): Promise<void> {
  await page.getByRole('button', { name: button }).filter({ visible: true }).last().click()
  await page.getByRole('button', { name: 'Upload' }).waitFor()
}

describe('the editor: a photo, a refused picture, a policy, a hotel, then the built site', { timeout: 240_000 }, () => {
  it('uploads a photo named as a phone names it and adds it to the gallery: the picture under a safe name, the new entry the only other change', async () => {
    const picture = await madePicture('jpeg', 480, 360)
    const before = gallery()
    const page = await editor.open('gallery')
    // The editor's bundle starts slowly on a busy machine.
    await page.getByRole('button', { name: /^Add photos/ }).click({ timeout: 90_000 })
    const field = fieldIn(page)
    await field('ID').fill('madinah-group-2026')
    await field('Title').fill('Our Madinah Group')
    await field('Description').fill('Our November group in the courtyard of the Prophet’s Mosque.')
    await field('Category').fill('umrah')
    await field('Location').fill('Masjid an-Nabawi, Madinah')
    await openLibrary(page, 'Choose an image')
    await page.locator('input[type=file]').setInputFiles({ name: PHONE_NAME, mimeType: 'image/jpeg', buffer: picture })
    // The library shows the picture under the name it will be saved as, chosen.
    await page.getByText('img_20261120-madinah-group.jpg', { exact: true }).waitFor()
    await screenshot(page, 'photo')
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await page.getByRole('button', { name: 'Remove image' }).filter({ visible: true }).waitFor()
    await publish(page)

    const { status, numstat } = await savedChange(editor, page, 'data/gallery.yaml')
    expect(status).toBe(` M data/gallery.yaml\n?? ${SAVED_PICTURE}\n`)
    expect(readFileSync(join(editor.scratch, SAVED_PICTURE)).equals(picture)).toBe(true)
    // Only lines added (every photo as it was), and they are the new photo.
    expect(numstat).toMatch(/^\d+\t0\tdata\/gallery\.yaml\n$/)
    const after = gallery()
    expect(after.photos.slice(0, -1)).toEqual(before.photos)
    expect(after.photos.at(-1)).toEqual({
      id: 'madinah-group-2026',
      title: 'Our Madinah Group',
      description: 'Our November group in the courtyard of the Prophet’s Mosque.',
      category: 'umrah',
      location: 'Masjid an-Nabawi, Madinah',
      image: '/images/uploads/img_20261120-madinah-group.jpg',
    })
  })

  it('refuses a picture the site cannot take, saying why, and saves the entry without it', async () => {
    const page = await editor.open('gallery')
    const item = await openItem(page, 'Our Madinah Group')
    await item.getByLabel('Title', { exact: true }).fill('Our Madinah Group, November 2026')
    await openLibrary(page, 'Choose different image')
    const refusal = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))))
    // An iPhone's photo as it comes, which no browser shows.
    await page.locator('input[type=file]').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('ftypheic') })
    const message = await refusal
    expect(message).toContain('"IMG_0042.HEIC" is in the HEIC format, which the site cannot show: choose a JPEG, PNG, WebP, AVIF or GIF picture.')
    expect(message).toContain('Nothing was uploaded; the rest of your changes save as usual.')
    // Nothing was kept as a draft: the library holds the one picture of the repository.
    expect(await page.getByText('Draft', { exact: true }).count()).toBe(0)
    expect(await page.getByText(/^img_0042/).count()).toBe(0)
    await page.keyboard.press('Escape')
    await publish(page)

    const { status, numstat, diff } = await savedChange(editor, page, 'data/gallery.yaml')
    expect(status).toBe(' M data/gallery.yaml\n')
    expect(numstat).toBe('1\t1\tdata/gallery.yaml\n')
    expect(diff).toContain('-    title: Our Madinah Group\n+    title: Our Madinah Group, November 2026\n')
    expect(gallery().photos.at(-1)!.image).toBe('/images/uploads/img_20261120-madinah-group.jpg')
  })

  it('rewords a policy paragraph: the one line of it changes, the front matter is kept', async () => {
    const before = editor.saved(POLICY)
    const page = await editor.open('policies/privacy-policy')
    const text = page.locator('[data-slate-editor="true"]').filter({ visible: true }).first()
    await text.waitFor({ timeout: 90_000 })
    // As staff do: select the words in the text and type over them.
    await text.evaluate((editable, words) => {
      const walker = document.createTreeWalker(editable, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(words)
        if (at < 0) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + words.length)
        ;(editable as HTMLElement).focus()
        getSelection()!.removeAllRanges()
        getSelection()!.addRange(range)
        return
      }
      throw new Error(`"${words}" is not in the text`)
    }, POLICY_WORDS.before)
    await page.keyboard.insertText(POLICY_WORDS.after)
    await screenshot(page, 'policy')
    await publish(page)

    const { status, numstat } = await savedChange(editor, page, POLICY)
    expect(status).toBe(` M ${POLICY}\n`)
    expect(numstat).toBe(`1\t1\t${POLICY}\n`)
    expect(editor.saved(POLICY)).toBe(before.replace(POLICY_WORDS.before, POLICY_WORDS.after))
  })

  it('adds a hotel with the list widget: only new lines', async () => {
    const page = await editor.open('hotels')
    await page.getByRole('button', { name: /^Add hotels/ }).click({ timeout: 90_000 })
    const field = fieldIn(page)
    await field('ID').fill('al-noor-test-madinah')
    await field('Name').fill('Al-Noor Test Hotel')
    await field('City').fill('madinah')
    await page.keyboard.press('Enter')
    await field('Rating').fill('4')
    await field('Distance').fill('300 m from Masjid an-Nabawi')
    await field('Price').fill('95')
    page.once('dialog', (dialog) => void dialog.accept('/images/sample/hotels-haram-towers.svg'))
    await page.getByRole('button', { name: 'Insert from URL' }).filter({ visible: true }).last().click()
    await page
      .getByRole('button', { name: /^Add features/ })
      .filter({ visible: true })
      .last()
      .click()
    await field('Features').fill('Free Wi-Fi')
    await field('Description').fill('A quiet hotel near the Prophet’s Mosque.')
    await screenshot(page, 'hotel')
    await publish(page)

    const { status, numstat } = await savedChange(editor, page, 'data/hotels.yaml')
    expect(status).toBe(' M data/hotels.yaml\n')
    expect(numstat).toMatch(/^\d+\t0\tdata\/hotels\.yaml\n$/)
    const hotel = (parse(editor.saved('data/hotels.yaml')) as { hotels: Hotel[] }).hotels.at(-1)
    expect(hotel).toMatchObject({ id: 'al-noor-test-madinah', city: 'madinah', rating: 4, price: 95, features: ['Free Wi-Fi'] })
  })

  it(
    'passes `npm run check`, and the site built from the result shows each edit: the photo on /gallery/, the words on /privacy-policy/, the hotel on /hotels/',
    async () => {
      const check = await editor.check()
      expect(check.output).toContain(' 0 errors,')
      expect(check.status).toBe(0)
      const site = await editor.built(['/gallery/', '/privacy-policy/', '/hotels/'], { pictures: true })

      const galleryPage = await site.open('/gallery/')
      const photo = galleryPage.locator('[data-photo-id="madinah-group-2026"]')
      expect(await photo.locator('h3').textContent()).toBe('Our Madinah Group, November 2026')
      const img = photo.locator('img')
      await img.scrollIntoViewIfNeeded()
      // The picture itself, made into the site's sizes by the build, shown.
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0)
      expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/images\/responsive\/.*img_20261120-madinah-group/)

      const policy = await site.open('/privacy-policy/')
      expect(await policy.locator('main').textContent()).toContain(POLICY_WORDS.after)

      const hotels = await site.open('/hotels/')
      const card = hotels.locator('article').filter({ has: hotels.getByRole('heading', { name: 'Al-Noor Test Hotel', exact: true }) })
      await expect.poll(() => card.isVisible()).toBe(true)
      expect(await card.textContent()).toContain('300 m from Masjid an-Nabawi')
    },
    // The check, the pictures' sizes and the pages: more than a rebuild of the pages alone.
    2 * REBUILDS,
  )
})
