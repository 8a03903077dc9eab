// Sends one enquiry from the home page's form as a visitor does (visitor n: a name, phone and
// address of their own) and returns the reference shown, in green, after the reply.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { homePackageOptions } from '../../../forms/contact'
import { dataText } from '../data-text'
import { startingWith } from '../words'
import { messageColour, referenceLinePattern } from './enquiry-form'

const form = (page: Page) => page.getByRole('form', { name: dataText('words', 'homeForm.name') })

export async function sendHomeEnquiry(page: Page, n: number): Promise<string> {
  await form(page)
    .getByRole('textbox', { name: startingWith(dataText('forms', 'contact.labels.name')) })
    .fill(`Visitor ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n - 1]}`)
  await form(page)
    .getByRole('textbox', { name: startingWith(dataText('forms', 'contact.labels.phone')) })
    .fill(`07700 900${String(100 + n)}`)
  await form(page)
    .getByRole('textbox', { name: startingWith(dataText('forms', 'contact.labels.email')) })
    .fill(`visitor${n}@example.org`)
  await form(page)
    .getByRole('combobox', { name: startingWith(dataText('words', 'homeForm.interestedIn')) })
    .selectOption(homePackageOptions[0].value)
  await form(page)
    .getByRole('checkbox', { name: dataText('words', 'forms.notRobot') })
    .check()
  await form(page).locator('button[type="submit"]').click()
  const status = form(page).getByRole('status')
  await expect.poll(async () => (await status.innerText()).split('\n')[1] ?? (await status.innerText()), { timeout: 15_000 }).toMatch(referenceLinePattern)
  expect(await messageColour(status)).toBe('green')
  return /[A-Z]{2}-[2-9A-Z]{4}-[2-9A-Z]{2}/.exec(await status.innerText())![0]
}
