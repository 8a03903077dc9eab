// The documents of a visa application in Chromium: what each file field accepts, the files listed
// with their sizes and Remove buttons, several additional documents adding up to five, a wrong
// kind refused in the browser, a selection over the 4 MB limit refused before anything is sent,
// and a text file renamed .pdf or a photograph cut off halfway refused by the function with its
// name in the message.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_ADDITIONAL_DOCS, formatBytes, uploadMessages } from '../../forms/_shared/uploads'
import { listEmails, messageColour, useE2E } from '../support/browser'
import { madePicture } from '../support/made-documents'
import { UPLOAD_WORDS, replyText } from '../support/form-words'
import { dataText } from '../support/data-text'
import { t } from '../support/words'
import { fill } from '../../content/browser/fill'
import {
  applicant,
  captchaBox,
  describedText,
  field,
  fileInput,
  fillVisaApplication,
  fixture,
  formMessage,
  listedFiles,
  openApplication,
  openApplicationPage,
  submitButton,
  visaWords,
  watchFunctionRequests,
} from '../support/browser/visa-applications'

const e2e = useE2E()

const scratch = mkdtempSync(join(tmpdir(), 'visa-uploads-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A file of `size` bytes in the scratch folder, starting with `head` (its content is not checked in the browser). */
function makeFile(name: string, size: number, head = ''): string {
  const path = join(scratch, name)
  const content = Buffer.alloc(size, 0x41)
  content.write(head)
  writeFileSync(path, content)
  return path
}

/** "Files chosen: 23 KB of 4 MB", as data/words.yaml writes it. */
const filesChosen = (size: string) => t('forms.filesChosen', { size, max: '4 MB' })
/** "Remove passport.pdf", the Remove button of a chosen file. */
const removeButton = (form: Locator, name: string) => form.getByRole('button', { name: t('forms.removeFile', { name }) })

const fieldError = (form: Locator, name: 'passportCopy' | 'photograph' | 'additionalDocs') =>
  fileInput(form, name).locator('xpath=ancestor::div[contains(@class, "file-field")]').locator('.field__error')

describe('choosing files', () => {
  it('lists each file with its size; Remove takes it away; the total is kept against 4 MB', async () => {
    const page = await openApplicationPage(e2e, 'saudi')
    const form = await openApplication(page)
    await fileInput(form, 'passportCopy').setInputFiles(fixture('passport.pdf'))
    await fileInput(form, 'photograph').setInputFiles(fixture('photo.jpg'))
    expect(await form.locator('.visa-uploads__sum').innerText()).toBe(filesChosen(formatBytes(19068 + 4331)))
    // A second choice replaces the single file.
    await fileInput(form, 'photograph').setInputFiles(fixture('photo.png'))
    expect(await listedFiles(form, 'photograph')).toEqual(['photo.png 5.9 KB'])
    await removeButton(form, 'passport.pdf').click()
    expect(await listedFiles(form, 'passportCopy')).toEqual([])
    expect(await form.locator('.visa-uploads__sum').innerText()).toBe(filesChosen('5.9 KB'))
    // The limit and the accepted kinds are read out with the file fields.
    const passport = await describedText(page, fileInput(form, 'passportCopy'))
    expect(passport).toContain(`${fill(UPLOAD_WORDS.kindsList, { first: 'PDF, JPG', last: 'PNG' })}.`)
    expect(passport).toContain(fill(UPLOAD_WORDS.limitText, { limit: '4 MB' }))
    expect(await fileInput(form, 'passportCopy').getAttribute('id')).toBe(
      await form.locator('label', { hasText: visaWords.label('passportCopy') }).getAttribute('for'),
    )
  })

  it(`adds additional documents on each choice, up to ${MAX_ADDITIONAL_DOCS}`, async () => {
    const page = await openApplicationPage(e2e, 'schengen')
    const form = await openApplication(page)
    const docs = fileInput(form, 'additionalDocs')
    await docs.setInputFiles([fixture('passport.pdf'), fixture('photo.png')])
    await docs.setInputFiles(fixture('photo.jpg'))
    expect(await listedFiles(form, 'additionalDocs')).toEqual(['passport.pdf 19 KB', 'photo.png 5.9 KB', 'photo.jpg 4.3 KB'])
    await docs.setInputFiles([
      makeFile('letter-1.pdf', 2000, '%PDF-1.4'),
      makeFile('letter-2.pdf', 2000, '%PDF-1.4'),
      makeFile('letter-3.pdf', 2000, '%PDF-1.4'),
    ])
    expect(await listedFiles(form, 'additionalDocs')).toHaveLength(MAX_ADDITIONAL_DOCS)
    expect(await fieldError(form, 'additionalDocs').innerText()).toBe(uploadMessages.tooMany)
    await removeButton(form, 'photo.png').click()
    expect(await listedFiles(form, 'additionalDocs')).toEqual(['passport.pdf 19 KB', 'photo.jpg 4.3 KB', 'letter-1.pdf 2 KB', 'letter-2.pdf 2 KB'])
  })

  it('refuses a wrong kind by its name in the browser (a .docx as passport copy, a PDF as photograph)', async () => {
    const page = await openApplicationPage(e2e, 'saudi')
    const sent = watchFunctionRequests(page)
    const form = await openApplication(page)
    await fileInput(form, 'passportCopy').setInputFiles(makeFile('passport scan.docx', 3000))
    expect(await fieldError(form, 'passportCopy').innerText()).toBe(uploadMessages.wrongKind('passportCopy', 'passport scan.docx'))
    expect(await fileInput(form, 'passportCopy').getAttribute('aria-invalid')).toBe('true')
    expect(await describedText(page, fileInput(form, 'passportCopy'))).toContain(uploadMessages.wrongKind('passportCopy', 'passport scan.docx'))
    expect(await listedFiles(form, 'passportCopy')).toEqual([])

    await fileInput(form, 'photograph').setInputFiles(fixture('photo.jpg'))
    await fileInput(form, 'photograph').setInputFiles(fixture('passport.pdf'))
    expect(await fieldError(form, 'photograph').innerText()).toBe(uploadMessages.wrongKind('photograph', 'passport.pdf'))
    expect(await listedFiles(form, 'photograph'), 'the photo chosen before stays').toEqual(['photo.jpg 4.3 KB'])

    await fillVisaApplication(form, { nationality: 'Irish', purpose: 'Tourism' })
    await captchaBox(form).check()
    await submitButton(form).click()
    await expect.poll(() => fieldError(form, 'passportCopy').innerText()).toBe(uploadMessages.required('passportCopy'))
    expect(await fileInput(form, 'passportCopy').evaluate((el) => el === document.activeElement), 'focus on the missing file').toBe(true)
    expect(sent).toEqual([])
  })
})

describe('too large', () => {
  it('a 2.5 MB + 2 MB selection is refused before sending: the message, no request, no e-mail', async () => {
    const page = await openApplicationPage(e2e, 'saudi')
    const sent = watchFunctionRequests(page)
    const form = await openApplication(page)
    await fillVisaApplication(form, { nationality: 'British', purpose: 'Hajj' })
    await fileInput(form, 'passportCopy').setInputFiles(makeFile('big-scan.pdf', 2_500_000, '%PDF-1.4\n'))
    await fileInput(form, 'photograph').setInputFiles(makeFile('big-photo.png', 2_000_000))
    const refusal = uploadMessages.tooLarge(4_500_000)
    expect(await listedFiles(form, 'passportCopy')).toEqual(['big-scan.pdf 2.5 MB'])
    expect(await form.locator('.visa-uploads__sum').innerText()).toBe(filesChosen('4.5 MB'))
    expect(await form.getByText(refusal).isVisible(), 'said as soon as the files are chosen').toBe(true)

    await captchaBox(form).check()
    await submitButton(form).click()
    await expect
      .poll(() => fileInput(form, 'additionalDocs').evaluate((el) => el === document.activeElement), { message: 'focus moves to the files' })
      .toBe(true)
    expect(await form.getByText(refusal).isVisible()).toBe(true)
    expect(await submitButton(form).isDisabled()).toBe(false)
    expect(await describedText(page, fileInput(form, 'photograph'))).toContain(refusal)
    expect(sent.map((r) => r.url())).toEqual([])
    expect(await listEmails(e2e.site.outbox)).toEqual([])

    // Removing one file brings it under the limit.
    await removeButton(form, 'big-photo.png').click()
    expect(await form.getByText(refusal).count()).toBe(0)
  })
})

describe('refused by the function', () => {
  it('a text file renamed .pdf: its name in the red message, every value and file kept', async () => {
    const page = await openApplicationPage(e2e, 'saudi')
    const form = await openApplication(page, 'Tourist Visa')
    const before = (await listEmails(e2e.site.outbox)).length
    await fillVisaApplication(form, { nationality: 'Canadian', purpose: 'Tourism' })
    await fileInput(form, 'passportCopy').setInputFiles(fixture('notes-renamed.pdf'))
    await fileInput(form, 'photograph').setInputFiles(fixture('photo.png'))
    await captchaBox(form).check()
    const response = page.waitForResponse('**/.netlify/functions/send-visa-application-email')
    await submitButton(form).click()
    expect((await response).status()).toBe(400)
    const message = formMessage(form)
    await expect.poll(() => message.innerText(), { timeout: 10_000 }).toBe(uploadMessages.contentMismatch('passportCopy', 'notes-renamed.pdf'))
    expect(await message.innerText()).toContain('notes-renamed.pdf')
    expect(await messageColour(message)).toBe('red')
    expect(await field(form, visaWords.label('firstName')).inputValue()).toBe(applicant.firstName)
    expect(await field(form, visaWords.label('nationality')).inputValue()).toBe('Canadian')
    expect(await form.getByRole('checkbox', { name: visaWords.label('previousVisit') }).isChecked()).toBe(true)
    expect(await listedFiles(form, 'passportCopy')).toEqual([`notes-renamed.pdf ${fill(UPLOAD_WORDS.bytes, { count: 100 })}`])
    expect(await listedFiles(form, 'photograph')).toEqual(['photo.png 5.9 KB'])
    expect(await captchaBox(form).isChecked(), 'captcha reset').toBe(false)
    expect((await listEmails(e2e.site.outbox)).length).toBe(before)

    // The visitor replaces the file and sends again, without retyping anything.
    await fileInput(form, 'passportCopy').setInputFiles(fixture('passport.pdf'))
    await captchaBox(form).check()
    await submitButton(form).click()
    await expect.poll(() => message.innerText(), { timeout: 10_000 }).toContain(replyText(dataText('forms', 'visaApplication.saudiSuccessText')))
  })

  it('a photograph cut off halfway (a real JPEG header, half its data): named in red, nothing sent', async () => {
    const jpeg = await madePicture('jpeg')
    const half = join(scratch, 'half-photo.jpg')
    writeFileSync(half, jpeg.subarray(0, jpeg.length >> 1))
    const page = await openApplicationPage(e2e, 'saudi')
    const form = await openApplication(page, 'Tourist Visa')
    const before = (await listEmails(e2e.site.outbox)).length
    await fillVisaApplication(form, { nationality: 'Canadian', purpose: 'Tourism' })
    await fileInput(form, 'passportCopy').setInputFiles(fixture('passport.pdf'))
    await fileInput(form, 'photograph').setInputFiles(half)
    await captchaBox(form).check()
    const response = page.waitForResponse('**/.netlify/functions/send-visa-application-email')
    await submitButton(form).click()
    expect((await response).status()).toBe(400)
    const message = formMessage(form)
    await expect.poll(() => message.innerText(), { timeout: 10_000 }).toBe(uploadMessages.damaged('half-photo.jpg'))
    expect(await messageColour(message)).toBe('red')
    expect(await listedFiles(form, 'photograph')).toEqual([`half-photo.jpg ${formatBytes(jpeg.length >> 1)}`])
    expect((await listEmails(e2e.site.outbox)).length).toBe(before)
  })
})
