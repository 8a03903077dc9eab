// The application forms are fetched when a window first opens, not with the page: a visitor who
// only reads /visa does not download the validation and upload code. When the code cannot be
// fetched, the window says so instead of staying empty.
import { describe, expect, it } from 'vitest'
import { useE2E } from './support'
import { APPLICATIONS, applicationForm, dialog, openApplication, openApplicationPage, type Application } from './visa-support'

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
      expect(await form.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true)
    })
  }

  it('says so in the window when the form cannot be fetched', async () => {
    const page = await openApplicationPage(e2e, 'saudi')
    await page.route('**/*.js', (route) => route.abort('internetdisconnected'))
    await page.getByRole('tabpanel').getByRole('button', { name: 'Apply Now' }).click()
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe(
      'The application form could not be loaded. Please check your connection and reload the page.',
    )
    expect(await applicationForm(page).count()).toBe(0)
  })
})
