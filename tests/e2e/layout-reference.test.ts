// An enquiry's reference is shown in one piece (issue 38: on a phone it wrapped at its hyphen,
// "AN-" on one line and "82SX-XJ" on the next): sent from the home page's form at a narrow
// phone's width, the reference the visitor reads sits on one line.
import { expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { homePackageOptions } from '../../forms/contact'
import { useE2E, waitForIslands } from '../support/browser'
import { t } from '../support/words'

const e2e = useE2E()
const CONTACT = loadCatalogue('forms', 'en').contact

it('the reference after a success is on one line, whole', async () => {
  const { page } = await e2e.open({ viewport: { width: 320, height: 720 }, reducedMotion: 'reduce' })
  await page.goto('/')
  await waitForIslands(page)
  const form = page.getByRole('form', { name: t('homeForm.name') })
  await form.getByRole('textbox', { name: new RegExp(`^${CONTACT.labels.name}`) }).fill('Aisha Rahman')
  await form.getByRole('textbox', { name: new RegExp(`^${CONTACT.labels.phone}`) }).fill('+44 20 7946 0123')
  await form.getByRole('textbox', { name: new RegExp(`^${CONTACT.labels.email}`) }).fill('aisha.rahman@example.org')
  await form.getByRole('combobox', { name: new RegExp(`^${t('homeForm.interestedIn')}`) }).selectOption({ label: homePackageOptions[0].label })
  await form.getByRole('textbox', { name: new RegExp(`^${CONTACT.labels.message}`) }).fill('A family of four, flexible on dates.')
  await form.getByRole('checkbox', { name: t('forms.notRobot') }).check()
  await form.locator('button[type="submit"]').click()
  const code = form.getByRole('status').locator('.form-message__code')
  await code.waitFor({ timeout: 20_000 })
  const shown = await code.evaluate((el) => ({
    text: el.textContent,
    lines: el.getClientRects().length,
    line: parseFloat(getComputedStyle(el).lineHeight),
    height: el.getBoundingClientRect().height,
  }))
  expect(shown.text).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)+$/)
  expect(shown.lines).toBe(1)
  expect(shown.height).toBeLessThan(shown.line * 1.5)
})
