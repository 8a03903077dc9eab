// The forms in windows (the visa applications, the hotel requests) are fetched when a window
// first opens, not with the page: a visitor who only reads /visa or /hotels does not download the
// validation and upload code. When the code cannot be fetched, the window says so instead of
// staying empty.
import { describe, expect, it } from 'vitest'
import { FORM_LOAD_FAILED } from '../../forms/_shared/messages'
import { useE2E, waitForIslands } from '../support/browser'
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
