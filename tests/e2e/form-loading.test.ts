// The forms in windows (the visa applications, the hotel requests) are fetched when a window
// first opens, not with the page: a visitor who only reads /visa or /hotels does not download the
// validation and upload code. When the code cannot be fetched, the window says so instead of
// staying empty; while it comes, the window's close button stays where it is.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FORM_LOAD_FAILED, sharedTexts } from '../../forms/_shared/messages'
import { PHONE, settle, useE2E, waitForIslands, type PageOptions } from '../support/browser'
import { dataText } from '../support/data-text'
import { startingWith, t } from '../support/words'
import { APPLICATIONS, applicationForm, dialog, openApplication, openApplicationPage, type Application } from '../support/browser/visa-applications'

const e2e = useE2E()

const scriptsFetched = (urls: string[]) => urls.filter((url) => new URL(url).pathname.endsWith('.js'))

describe('loading the application form', () => {
  for (const application of Object.keys(APPLICATIONS) as Application[]) {
    it(`${APPLICATIONS[application].path}: fetches the form's code only when Apply Now is pressed`, async () => {
      const page = await openApplicationPage(e2e, application)
      const fetched: string[] = []
      page.on('request', (request) => fetched.push(request.url()))
      await page.waitForTimeout(300)
      expect(scriptsFetched(fetched), 'nothing more is fetched while reading the page').toEqual([])

      const form = await openApplication(page)
      expect(scriptsFetched(fetched).length, 'the form arrives with the first window').toBeGreaterThan(0)
      expect(await form.getByRole('button', { name: t('cancel') }).isVisible()).toBe(true)
    })
  }

  it('says so in the window when the form cannot be fetched', async () => {
    const page = await openApplicationPage(e2e, 'saudi')
    await page.route('**/*.js', (route) => route.abort('internetdisconnected'))
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: dataText('visa-labels', 'actions.apply') })
      .click()
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe(FORM_LOAD_FAILED)
    expect(await applicationForm(page).count()).toBe(0)
  })

  it('/hotels: fetches the booking form only when Book Now is pressed, and the worldwide form only with its button', async () => {
    const { page } = await e2e.open({ reducedMotion: 'reduce' })
    await page.goto('/hotels/')
    await waitForIslands(page)
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(request.url()))
    await page.waitForTimeout(300)
    expect(scriptsFetched(fetched)).toEqual([])

    await page
      .getByRole('button', { name: startingWith(`${t('booking.bookNow')} – `) })
      .first()
      .click()
    await dialog(page)
      .getByRole('form', { name: t('hotelForms.bookingName') })
      .waitFor()
    const forBooking = scriptsFetched(fetched).length
    expect(forBooking, 'the booking form arrives with its window').toBeGreaterThan(0)
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: t('hotelForms.requestWorldwide') }).click()
    await dialog(page)
      .getByRole('form', { name: t('hotelForms.worldwideName') })
      .waitFor()
    expect(scriptsFetched(fetched).length, 'the worldwide form is a fetch of its own').toBeGreaterThan(forBooking)
  })
})

// Every window whose form is fetched when it first opens, and the button that opens it.
const WINDOWS: { name: string; path: string; open(page: Page): Promise<void> }[] = [
  ...(Object.keys(APPLICATIONS) as Application[]).map((application) => ({
    name: `${APPLICATIONS[application].path} application`,
    path: APPLICATIONS[application].path,
    open: (page: Page) =>
      page
        .getByRole('tabpanel')
        .getByRole('button', { name: /^(Apply Now|Start Application)$/ })
        .first()
        .click(),
  })),
  {
    name: '/hotels/ booking',
    path: '/hotels/',
    open: (page) =>
      page
        .getByRole('button', { name: startingWith(`${t('booking.bookNow')} – `) })
        .first()
        .click(),
  },
  { name: '/hotels/ worldwide request', path: '/hotels/', open: (page) => page.getByRole('button', { name: t('hotelForms.requestWorldwide') }).click() },
  {
    name: '/transport/ booking',
    path: '/transport/',
    open: (page) =>
      page
        .getByRole('button', { name: dataText('transport', 'hero.button.label') })
        .first()
        .click(),
  },
]

// On a slow line the window says "loading" first. When the form comes, the window grows downwards
// and keeps its width, so its close button stays under the visitor's finger (a window centred on
// the screen, and one made wider by its form, moved it: a tap on the X landed on the form).
describe('while the form comes', () => {
  const cases = [
    ...WINDOWS.map((w) => ({ ...w, viewport: PHONE })),
    { ...WINDOWS.find((w) => w.path === '/bangladesh-visa/')!, viewport: { width: 1280, height: 800 } },
  ]
  for (const { name, path, open, viewport } of cases) {
    it(`${name} at ${viewport.width} px: the X stays where it is`, async () => {
      const { page } = await e2e.open({ reducedMotion: 'reduce', viewport } satisfies PageOptions)
      await page.goto(path)
      await waitForIslands(page)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      // Only what is asked for from now on waits: the form's own code.
      await page.route('**/*.js', async (route) => {
        await held
        await route.continue()
      })
      await open(page)
      await expect
        .poll(() => dialog(page).getByRole('status').allTextContents(), { message: 'the window says the form is coming' })
        .toEqual([sharedTexts('en').messages.formLoading])
      const close = dialog(page).getByRole('button', { name: t('close') })
      const before = await close.boundingBox()
      release()
      await expect.poll(() => dialog(page).locator('form').count(), { message: 'the form arrives' }).toBe(1)
      await settle(page)
      expect(await close.boundingBox(), 'the close button where it was').toEqual(before)
      await close.click()
      await expect.poll(() => dialog(page).count()).toBe(0)
    })
  }
})
