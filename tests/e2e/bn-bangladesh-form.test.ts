// The Bangladesh services application on its Bengali page (/bn/bangladesh-visa/) in Chromium, as
// a visitor: once "এখনই আবেদন করুন" opens it, every label, option, hint, button and message is in
// Bengali (no Latin letter outside the allowlist: brand names (the agency's, the captcha's), e-mail addresses and
// the enquiry's reference, and what the visitor typed or chose themselves: files, e-mail, postcode),
// the server answers in Bengali, and the visitor's acknowledgement repeats their choices in Bengali.
// Every word is read from the generated form words (data/ with data/bn/ laid over), never typed here.
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { bangladeshServiceTexts } from '../../forms/bangladesh-service'
import { uploadWordsIn } from '../../forms/_shared/uploads'
import { sharedTexts } from '../../forms/_shared/messages'
import { textsIn } from '../../forms/_shared/form-words'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { wordsFor } from '../../content/browser/words/words'
import '../../forms/_shared/all-form-words.generated'
import '../../content/server/language/all-words'
import { useE2E, waitFor, waitForIslands, settle } from '../support/browser'
import { fixture } from '../support/browser/visa-applications'
import { latinIn as latinOf, readAllText } from '../support/latin'

const e2e = useE2E()
const t = wordsFor('bn')
const texts = bangladeshServiceTexts('bn')
const uploads = uploadWordsIn('bn')
const confirmation = textsIn('enquiry', ENQUIRY_TEXT, 'bn').confirmation

const visitor = {
  firstName: 'রহিম',
  lastName: 'উদ্দিন',
  email: 'rahim.uddin@example.org',
  phone: '07700 900321',
  dateOfBirth: '1980-03-15',
  address: '১২ হোয়াইটচ্যাপেল রোড',
  city: 'লন্ডন',
  postcode: 'E1 1BJ',
  emergencyName: 'সালমা উদ্দিন',
  emergencyPhone: '020 7946 0321',
}

/** Latin letters left once the allowlist (tests/support/latin.ts) and the visitor's postcode are taken out. */
const latinIn = (text: string) => latinOf(text, [new RegExp(visitor.postcode, 'g')])

const byLabel = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}`))
const errorOf = (form: Locator, name: string) =>
  form
    .locator(`[name="${name}"]`)
    .evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? ''))

async function openForm(page: Page): Promise<Locator> {
  const response = await page.goto('/bn/bangladesh-visa/')
  expect(response?.status()).toBe(200)
  await waitForIslands(page)
  await page.getByRole('tabpanel').locator('[data-apply]').first().click()
  const form = page.getByRole('dialog').locator('form.visa-form')
  await form.waitFor()
  await settle(page)
  return form
}

const readAll = readAllText

describe('/bn/bangladesh-visa/ application', () => {
  it('draws every label, option, hint and button in Bengali, and every message once sent empty', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    const form = await openForm(page)
    const shown = await readAll(form)
    expect(latinIn(shown)).toEqual([])
    for (const label of [texts.labels.firstName, texts.labels.nationality, texts.labels.emergencyRelation, uploads.labels.passportCopy]) {
      expect(shown).toContain(label)
    }
    for (const option of [...texts.nationalities, ...texts.services, ...texts.emergencyRelations]) expect(shown).toContain(option.label)
    expect(shown).toContain(uploads.limitText)
    // A Bengali sentence ends with the dari (।), the passport copy's kinds of file too, not with a full stop.
    expect(shown).toContain(t('forms.fileKinds', { kinds: uploads.kindsText('passportCopy') }))
    expect(shown.match(/\p{Script=Bengali}\./gu) ?? []).toEqual([])
    expect(shown).toContain(texts.submitLabel)

    await form.locator('button[type="submit"]').click()
    await expect.poll(() => errorOf(form, 'firstName').then((texts) => texts.join(' '))).not.toBe('')
    const messages = await readAll(form)
    expect(latinIn(messages)).toEqual([])
    expect(messages).toContain(uploads.messages.required('passportCopy'))
    expect(messages).toContain(uploads.messages.required('photograph'))
    // A wrong kind of file and a passport number that is not one, in Bengali too.
    await form.locator('input[type="file"][name="photograph"]').setInputFiles(fixture('passport.pdf'))
    await expect.poll(() => readAll(form)).toContain(uploads.messages.wrongKind('photograph', 'passport.pdf'))
    await byLabel(form, texts.labels.passportNumber).fill('?')
    await form.locator('button[type="submit"]').click()
    await expect.poll(() => errorOf(form, 'passportNumber').then((texts) => texts.join(' '))).not.toBe('')
    expect(latinIn(await readAll(form))).toEqual([])
  })

  it('sends: the Bengali success text, and the acknowledgement repeats the visitor’s choices in Bengali', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    const form = await openForm(page)
    for (const [name, value] of Object.entries(visitor)) await form.locator(`[name="${name}"]`).fill(value)
    await form.locator('[name="nationality"]').selectOption(texts.nationalities[1]!.value)
    await form.locator('[name="emergencyRelation"]').selectOption(texts.emergencyRelations[3]!.value)
    await form.locator('input[type="file"][name="passportCopy"]').setInputFiles(fixture('passport.pdf'))
    await form.locator('input[type="file"][name="photograph"]').setInputFiles(fixture('photo.png'))
    const listed = await readAll(form)
    expect(listed).toContain(uploads.formatBytes(19068))
    expect(latinIn(listed)).toEqual([])
    await form.getByRole('checkbox', { name: t('forms.notRobot') }).check()
    await form.locator('button[type="submit"]').click()
    const message = form.locator('.form-message')
    await expect.poll(() => message.innerText(), { timeout: 15_000 }).toContain(texts.successText)
    expect(latinIn(await message.innerText())).toEqual([])
    expect(await message.innerText()).toMatch(new RegExp(sharedTexts('bn').referenceLine.replace(/\{reference\}.*/, '')))

    const visitors = join(e2e.site.outbox, 'visitors')
    const file = await waitFor(async () => (await readdir(visitors).catch(() => [])).find((name) => name.endsWith('.eml')), {
      timeoutMs: 15_000,
      message: 'the acknowledgement in the visitors’ outbox',
    })
    const mail = await simpleParser(await readFile(join(visitors, file)))
    const text = `${mail.subject ?? ''}\n${mail.text ?? ''}`
    expect(text).toContain(confirmation.greeting)
    expect(text).toContain(`${texts.labels.selectedService}: ${texts.services[0]!.label}`)
    expect(text).toContain(`${texts.labels.serviceType}: ${texts.services[0]!.label}`)
    expect(latinIn(text.replace(visitor.email, ' '))).toEqual([])
  })
})
