// axe-core with each visa application window open, empty and with every error shown (typed
// fields, missing files, a refused file kind, the 4 MB total), on a desktop and a phone.
import { describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, PHONE, useE2E, waitForAnimations } from '../support/browser'
import { captchaBox, fileInput, openApplication, openApplicationPage, submitButton, type Application } from '../support/browser/visa-applications'

const e2e = useE2E()

for (const viewport of [DESKTOP, PHONE]) {
  describe(`at ${viewport.width} px`, () => {
    for (const application of ['saudi', 'schengen', 'bangladesh'] as const satisfies readonly Application[]) {
      it(`the ${application} window, open and then with its errors shown`, async () => {
        const page = await openApplicationPage(e2e, application, { viewport })
        const form = await openApplication(page)
        await waitForAnimations(page)
        const open = await axeViolations(page)
        expect(open, open.join('\n')).toEqual([])

        await fileInput(form, 'photograph').setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
        await fileInput(form, 'additionalDocs').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(4_100_000) })
        await captchaBox(form).check()
        await submitButton(form).click()
        await expect.poll(() => form.locator('.field__error').count()).toBeGreaterThan(5)
        const withErrors = await axeViolations(page)
        expect(withErrors, withErrors.join('\n')).toEqual([])
      })
    }
  })
}
