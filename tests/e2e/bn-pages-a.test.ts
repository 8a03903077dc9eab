// The Bengali pages of issue 37 part A in Chromium, as a Bangladeshi visitor reads them: the Hajj
// registration, the four Nusuk pages, the Saudi and Schengen visa pages and the community Umrah
// answer 200 in Bengali (lang="bn", a Bengali heading, no Latin word in the main text outside the
// allowlist of tests/support/latin.ts); the Hajj registration and the Schengen application, hydrated
// on /bn/, show Bengali labels and messages, answer in Bengali and acknowledge in Bengali. Every
// word is read from the generated form words (data/ with data/bn/ laid over), never typed here.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hajjRegistrationTexts, UNDECIDED_PACKAGE } from '../../forms/hajj-registration'
import { visaTexts } from '../../forms/visa-application'
import { textsIn } from '../../forms/_shared/form-words'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { formatFor } from '../../content/browser/format'
import { loadCatalogue } from '../../content/server/data/load'
import { wordsFor } from '../../content/browser/words/words'
import '../../forms/_shared/all-form-words.generated'
import '../../content/server/language/all-words'
import { axeViolations, listEmails, settle, useE2E, waitFor, waitForIslands } from '../support/browser'
import { fixture } from '../support/browser/visa-applications'
import { hajjRegistrationOpen, inDays } from '../support/dates'
import { latinDigitsIn, latinIn, readAllText } from '../support/latin'
import { literally } from '../support/words'

const e2e = useE2E()
const t = wordsFor('bn')
const confirmation = textsIn('enquiry', ENQUIRY_TEXT, 'bn').confirmation

/** Names the Bengali pages still write as the English file does: the packages' titles and codes (not yet in Bengali), the consulates' postal addresses. */
const NAMES = [
  ...loadCatalogue('hajj', 'en').packages.flatMap((p) => [literally(p.title), new RegExp(`\\b${p.id}\\b`)]),
  ...loadCatalogue('schengen-visa', 'en').services.countries.map((c) => literally(c.consulate.address)),
].map((pattern) => new RegExp(pattern.source, 'g'))

/** The official Nusuk platform's link, as the Bengali pages label it (its pages are in English). */
const NUSUK_PLATFORM = loadCatalogue('nusuk', 'bn').officialPlatform

const PAGES = [
  '/bn/hajj-2026-registration/',
  '/bn/hajj-nusuk/',
  '/bn/hajj-nusuk-registration/',
  '/bn/nusuk-guidance/',
  '/bn/nusuk-hajj-faq/',
  '/bn/visa/',
  '/bn/schengen-visa/',
  '/bn/east-london-mosque-umrah/',
]

const readAll = readAllText

/** The acknowledgement the visitor received (the visitors' outbox), as subject and text. */
async function acknowledgement(known: number): Promise<string> {
  const visitors = join(e2e.site.outbox, 'visitors')
  const files = await waitFor(async () => ((await listEmails(visitors)).length > known ? listEmails(visitors) : undefined), {
    timeoutMs: 15_000,
    message: 'the acknowledgement in the visitors’ outbox',
  })
  const mail = await simpleParser(await readFile(join(visitors, files.at(-1)!)))
  return `${mail.subject ?? ''}\n${mail.text ?? ''}`
}

describe('the Bengali pages of part A', () => {
  it('answer 200 in Bengali: lang="bn", a Bengali H1, no Latin word or digit in the main text outside the allowlist, Bengali links, no axe violation', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    let nusukLinks = 0
    for (const path of PAGES) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      expect(await page.locator('html').getAttribute('lang'), path).toBe('bn')
      const heading = await page.locator('h1').innerText()
      expect(heading, path).toMatch(/[\u0980-\u09FF]/)
      expect(latinIn(heading, NAMES), `${path} H1`).toEqual([])
      const main = await readAll(page.locator('main'))
      expect(latinIn(main, NAMES), `${path} main`).toEqual([])
      expect(latinDigitsIn(main, NAMES), `${path} main`).toEqual([])
      // Its links lead to Bengali pages; the Nusuk platform's own (English) pages say so.
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(
        hrefs.filter((href) => !href.startsWith('/bn/')),
        `${path} links`,
      ).toEqual([])
      for (const text of await page.locator(`main a[href="${NUSUK_PLATFORM.href}"]`).allInnerTexts()) {
        expect(text).toContain(NUSUK_PLATFORM.label)
        nusukLinks += 1
      }
      expect(await axeViolations(page), `${path} axe`).toEqual([])
    }
    expect(nusukLinks, 'links to the Nusuk platform').toBeGreaterThan(0)
  })
})

describe.runIf(hajjRegistrationOpen())('/bn/hajj-2026-registration/ form', () => {
  const texts = hajjRegistrationTexts('bn')
  const form = (page: Page) => page.getByRole('form', { name: t('hajjRegistration.name') })

  it('shows Bengali labels and messages, answers in Bengali and acknowledges the choices in Bengali', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    expect((await page.goto('/bn/hajj-2026-registration/'))?.status()).toBe(200)
    await waitForIslands(page)
    const shown = await readAll(form(page))
    for (const label of [texts.labels.firstName, texts.labels.pilgrims, texts.labels.nusukAccount, texts.hints.pilgrims, texts.undecidedPackage]) {
      expect(shown).toContain(label)
    }
    for (const option of texts.options.passportStatus) expect(shown).toContain(option.label)
    expect(latinIn(shown, NAMES)).toEqual([])
    expect(latinDigitsIn(shown, NAMES)).toEqual([])

    await form(page).locator('button[type="submit"]').click()
    await expect.poll(() => readAll(form(page))).toContain(texts.messages.firstName)
    const messages = await readAll(form(page))
    expect(messages).toContain(texts.messages.nationality)
    expect(latinIn(messages, NAMES)).toEqual([])

    const known = (await listEmails(join(e2e.site.outbox, 'visitors'))).length
    const visitor = { firstName: 'রহিমা', lastName: 'খাতুন', email: 'rahima.khatun@example.org', phone: '07700 900456' }
    for (const [name, value] of Object.entries(visitor)) await form(page).locator(`[name="${name}"]`).fill(value)
    await form(page).locator('[name="pilgrims"]').fill('3')
    await form(page).locator('[name="preferredPackage"]').selectOption(UNDECIDED_PACKAGE)
    await form(page).getByRole('radio', { name: texts.options.packageType[1]!.label, exact: true }).check()
    await form(page).locator('[name="nationality"]').selectOption(texts.options.nationality[1]!.value)
    await form(page).locator('[name="passportStatus"]').selectOption(texts.options.passportStatus[0]!.value)
    await form(page).locator('[name="nusukAccount"]').selectOption(texts.options.nusukAccount[2]!.value)
    await form(page).getByRole('radio', { name: texts.options.preferredContact[2]!.label, exact: true }).check()
    await form(page)
      .getByRole('checkbox', { name: t('forms.notRobot') })
      .check()
    await form(page).locator('button[type="submit"]').click()
    const message = form(page).locator('.form-message')
    await expect.poll(() => message.innerText(), { timeout: 15_000 }).toContain(texts.successText)
    expect(latinIn(await message.innerText())).toEqual([])
    expect(latinDigitsIn(await message.innerText())).toEqual([])

    const mail = await acknowledgement(known)
    expect(mail).toContain(confirmation.greeting)
    expect(mail).toContain(`${texts.labels.nationality}: ${texts.options.nationality[1]!.label}`)
    expect(mail).toContain(`${texts.labels.preferredPackage}: ${texts.undecidedPackage}`)
    expect(mail).toContain(`${texts.labels.pilgrims}: ${formatFor('bn').digits(3)}`)
    expect(latinIn(mail)).toEqual([])
    expect(latinDigitsIn(mail)).toEqual([])
  })
})

describe('/bn/schengen-visa/ application', () => {
  const texts = visaTexts('bn')
  const applicant = {
    firstName: 'করিম',
    lastName: 'মিয়া',
    email: 'karim.miah@example.org',
    phone: '07700 900654',
    dateOfBirth: '1979-06-02',
    address: '৪৫ ব্রিক লেন',
    city: 'লন্ডন',
    postcode: 'E1 6QL',
    emergencyName: 'নাসিমা মিয়া',
    emergencyPhone: '020 7946 0654',
    passportNumber: '123456789',
    passportExpiry: inDays(3 * 365),
    travelDate: inDays(50),
    returnDate: inDays(60),
  }

  it('shows Bengali labels and messages, answers in Bengali and acknowledges the choices in Bengali', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    expect((await page.goto('/bn/schengen-visa/'))?.status()).toBe(200)
    await waitForIslands(page)
    await page.getByRole('tabpanel').locator('[data-apply]').first().click()
    const form = page.getByRole('dialog').locator('form.visa-form')
    await form.waitFor()
    await settle(page)
    const shown = await readAll(form)
    for (const label of [texts.labels.firstName, texts.labels.passportExpiry, texts.labels.purposeOfVisit]) expect(shown).toContain(label)
    for (const option of texts.options.schengenPurpose) expect(shown).toContain(option.label)
    expect(latinIn(shown)).toEqual([])

    await form.locator('button[type="submit"]').click()
    await expect.poll(() => readAll(form)).toContain(texts.messages.firstName)
    const messages = await readAll(form)
    expect(messages).toContain(texts.messages.travelDate)
    expect(latinIn(messages)).toEqual([])

    const known = (await listEmails(join(e2e.site.outbox, 'visitors'))).length
    for (const [name, value] of Object.entries(applicant)) await form.locator(`[name="${name}"]`).fill(value)
    await form.locator('[name="nationality"]').selectOption(texts.options.schengenNationality[0]!.value)
    await form.locator('[name="purposeOfVisit"]').selectOption(texts.options.schengenPurpose[0]!.value)
    await form.locator('[name="emergencyRelation"]').selectOption(texts.options.emergencyRelation[0]!.value)
    await form.locator('input[type="file"][name="passportCopy"]').setInputFiles(fixture('passport.pdf'))
    await form.locator('input[type="file"][name="photograph"]').setInputFiles(fixture('photo.png'))
    await form.getByRole('checkbox', { name: t('forms.notRobot') }).check()
    await form.locator('button[type="submit"]').click()
    const message = form.locator('.form-message')
    await expect.poll(() => message.innerText(), { timeout: 15_000 }).toContain(texts.schengenSuccessText)
    expect(latinIn(await message.innerText())).toEqual([])
    expect(latinDigitsIn(await message.innerText())).toEqual([])

    const mail = await acknowledgement(known)
    expect(mail).toContain(confirmation.greeting)
    expect(mail).toContain(`${texts.labels.purposeOfVisit}: ${texts.options.schengenPurpose[0]!.label}`)
    expect(latinIn(mail)).toEqual([])
    expect(latinDigitsIn(mail)).toEqual([])
  })
})
