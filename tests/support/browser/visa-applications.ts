// What the visa application tests share: opening each page's application window from a tab,
// filling every field by its label (from data/: forms.yaml `visaApplication`, bangladesh-visa.yaml
// `form`), choosing the fixture files, and reading the request the window sends and the message it
// shows.
import { join } from 'node:path'
import type { Locator, Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import { loadCatalogue } from '../../../content/server/data/load'
import { inDays } from '../dates'
import { PROJECT_ROOT, settle, waitForIslands, type E2E, type PageOptions } from '.'
import { dataText } from '../data-text'
import { formWords, type FormWords } from '../form-words'
import { literally, t } from '../words'

export const VISITOR = { reducedMotion: 'reduce' } as const satisfies PageOptions

export const FIXTURES = join(PROJECT_ROOT, 'tests', 'fixtures')
export const fixture = (name: 'passport.pdf' | 'photo.png' | 'photo.jpg' | 'notes-renamed.pdf') => join(FIXTURES, name)

/** Where each application lives, and the button that opens it on a tab. */
export const APPLICATIONS = {
  saudi: { path: '/visa/', endpoint: 'send-visa-application-email' },
  schengen: { path: '/schengen-visa/', endpoint: 'send-schengen-visa-email' },
  bangladesh: { path: '/bangladesh-visa/', endpoint: 'send-bangladesh-service-email' },
} as const

export type Application = keyof typeof APPLICATIONS

/** The Saudi and Schengen applications' words (data/forms.yaml `visaApplication`). */
export const visaWords = formWords(loadCatalogue('forms', 'en').visaApplication)
/** The Bangladesh application's words (data/bangladesh-visa.yaml `form`). */
export const bangladeshWords = formWords(loadCatalogue('bangladesh-visa', 'en').form)
/** The words of an application's form. */
export const wordsOf = (application: Application): FormWords => (application === 'bangladesh' ? bangladeshWords : visaWords)

export const dialog = (page: Page) => page.getByRole('dialog')
export const applicationForm = (page: Page) => dialog(page).locator('form.visa-form')
export const captchaBox = (form: Locator) => form.getByRole('checkbox', { name: dataText('words', 'forms.notRobot') })
export const submitButton = (form: Locator) => form.locator('button[type="submit"]')
export const formMessage = (form: Locator) => form.locator('.form-message')

/** The field labelled `label` (whatever follows it: the required star or data/words.yaml's "(optional)"). */
export const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${literally(label).source}(?: \\*| ${literally(t('optional')).source})?$`))

/**
 * The page with its islands hydrated. With `fakeClock` the page's clock is Playwright's, still
 * running: stop it with stopClock once the window is open (the form arrives lazily, and React
 * shows it on a timer).
 */
export async function openApplicationPage(e2e: E2E, application: Application, options: PageOptions & { fakeClock?: boolean } = {}): Promise<Page> {
  const { fakeClock, ...pageOptions } = options
  const { page } = await e2e.open({ ...VISITOR, ...pageOptions })
  if (fakeClock) await page.clock.install({ time: Date.now() })
  await page.goto(APPLICATIONS[application].path)
  await waitForIslands(page)
  return page
}

/** Stops the page's (installed) clock, so the test moves time itself. */
export async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

/** Chooses the tab named `tab` (when given) and presses its Apply Now / Start Application button. */
export async function openApplication(page: Page, tab?: string): Promise<Locator> {
  if (tab) {
    await page.getByRole('tab', { name: tab, exact: true }).click()
    await expect.poll(() => page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')).toBe('true')
  }
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^(Apply Now|Start Application)$/ })
    .first()
    .click()
  await expect.poll(() => dialog(page).isVisible()).toBe(true)
  // The form's code is fetched when a window first opens.
  await applicationForm(page).waitFor()
  await settle(page)
  return applicationForm(page)
}

export const applicant = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.org',
  phone: '+44 20 7946 0123',
  dateOfBirth: '1985-04-23',
  address: '12 Whitechapel Road <Flat 3> & Co',
  city: 'London',
  postcode: 'E1 1BJ',
  emergencyName: 'Yusuf Rahman',
  emergencyPhone: '07700 900123',
}

/** Fills the fields the three applications share (labels from data/). */
async function fillCommon(form: Locator, words: FormWords, nationality: string) {
  for (const name of ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'address', 'city', 'postcode', 'emergencyName', 'emergencyPhone'] as const) {
    await field(form, words.label(name)).fill(applicant[name])
  }
  await field(form, words.label('nationality')).selectOption(nationality)
  await field(form, words.label('emergencyRelation')).selectOption('Sibling')
}

export const travel = {
  passportNumber: 'ab 1234567',
  passportExpiry: inDays(3 * 365),
  travelDate: inDays(45),
  returnDate: inDays(59),
  duration: '2 weeks',
  medicalConditions: 'Mild asthma',
  specialRequests: 'Please call after 6pm',
}

/** Every field of a Saudi or Schengen application. */
export async function fillVisaApplication(form: Locator, choice: { nationality: string; purpose: string }) {
  await fillCommon(form, visaWords, choice.nationality)
  for (const name of ['passportNumber', 'passportExpiry', 'travelDate', 'returnDate', 'duration', 'medicalConditions', 'specialRequests'] as const) {
    await field(form, visaWords.label(name)).fill(travel[name])
  }
  await field(form, visaWords.label('purposeOfVisit')).selectOption(choice.purpose)
  await form.getByRole('checkbox', { name: visaWords.label('previousVisit') }).check()
}

/** Every field of a Bangladesh application (the service is left as the tab preset it). */
export async function fillBangladeshApplication(form: Locator, nationality: string) {
  await fillCommon(form, bangladeshWords, nationality)
  await field(form, bangladeshWords.label('passportNumber')).fill(travel.passportNumber)
  await field(form, bangladeshWords.label('specialRequests')).fill(travel.specialRequests)
}

/** The file input of an upload field (its label comes from forms/_shared/uploads.ts). */
export const fileInput = (form: Locator, name: 'passportCopy' | 'photograph' | 'additionalDocs') => form.locator(`input[type="file"][name="${name}"]`)

/** The names and sizes listed under an upload field, as "name size". */
export async function listedFiles(form: Locator, name: 'passportCopy' | 'photograph' | 'additionalDocs'): Promise<string[]> {
  const list = fileInput(form, name).locator('xpath=ancestor::div[contains(@class, "file-field")]').locator('.file-list__item')
  return list.evaluateAll((items) =>
    items.map((item) => `${item.querySelector('.file-list__name')?.textContent} ${item.querySelector('.file-list__size')?.textContent}`),
  )
}

/** The text tied to a field by aria-describedby (hints, errors). */
export async function describedText(page: Page, control: Locator): Promise<string> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean)
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))
  return texts.join(' ')
}

/** Every request to a function from now on (to show none was sent). */
export function watchFunctionRequests(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (request.url().includes('/.netlify/functions/')) sent.push(request)
  })
  return sent
}
