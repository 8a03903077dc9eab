// The Schengen visa application's function: what is particular to it, the contract every form
// function keeps being tests/functions/form-contract.test.ts. The country and every field reach
// the visa team with the documents attached; a country not on the tabs, and a file whose content
// is not what it claims, are refused by name in data/'s words.
import { describe, expect, it } from 'vitest'
import sendSchengenVisa from '../../functions/send-schengen-visa-email'
import { postJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { schengenVisaApplicant as applicant } from '../support/functions/form-bodies'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import {
  applicantRows,
  documents,
  expectAttachments,
  expectNoPersonalData,
  notARealFile,
  refusedField,
  upload,
  VISA_ROW_FIELDS,
} from '../support/functions/visa-applications'
import { checkFields, kb } from '../support/form-words'
import { withoutReference } from '../support/reference'

const env = useFunctionTestEnv()
const FUNCTION = 'send-schengen-visa-email'
const { words } = FORM_FUNCTIONS.find((fn) => fn.name === FUNCTION)!
/** The country as the form's words name it (data/forms.yaml's schengenCountry options). */
const COUNTRY = words.option('schengenCountry', applicant.selectedCountry)

const smtp = useRealSmtp({ MAIL_TO: 'visa-team@agency.example' })

const send = (body: unknown) => sendSchengenVisa(postJson(FUNCTION, body))

describe('an application through SMTP', () => {
  it('reaches the visa team with the country, every field and the documents', async () => {
    const response = await send({
      ...applicant,
      photograph: upload('photo.jpg', documents.jpeg, 'image/jpeg'),
      additionalDocs: [upload('invitation.png', documents.png)],
    })
    expect(response.status).toBe(200)

    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Schengen visa application – ${COUNTRY}: ${applicant.firstName} ${applicant.lastName}`)
    const text = parsed.text ?? ''
    expect(text.startsWith(`New Schengen visa application – ${COUNTRY}\n`)).toBe(true)
    for (const row of [words.row('selectedCountry', COUNTRY), ...applicantRows(words, applicant, VISA_ROW_FIELDS)]) expect(text, row).toContain(row)
    expect(text).toContain(
      `Attached files:\npassport-copy-passport.pdf (PDF, ${kb(19)})\nphotograph-photo.jpg (JPG, ${kb(4.3)})\nadditional-1-invitation.png (PNG, ${kb(5.9)})`,
    )
    expect(text).toContain('Sent from the Schengen visa application form (/schengen-visa) on the website')
    expectAttachments(parsed, [
      { filename: 'passport-copy-passport.pdf', contentType: 'application/pdf', content: documents.pdf },
      { filename: 'photograph-photo.jpg', contentType: 'image/jpeg', content: documents.jpeg },
      { filename: 'additional-1-invitation.png', contentType: 'image/png', content: documents.png },
    ])
    expectNoPersonalData(env.logs, ['Tanvir', 'Hossain', 'example.net', '900456', 'BD1234567', 'Brick Lane', 'invitation', 'passport.pdf'])
  })

  it('refuses a country that is not one of the tabs', async () => {
    const error = await refusedField(await send({ ...applicant, selectedCountry: 'narnia' }), 'selectedCountry')
    expect(error).toBe(checkFields(words.reason('selectedCountry')))
  })
})

describe('files are checked by their content', () => {
  it('refuses a text file renamed .pdf among the additional documents, naming it, and sends nothing', async () => {
    const before = smtp.messages.length
    const error = await refusedField(await send({ ...applicant, additionalDocs: [upload('notes-renamed.pdf', documents.text)] }), 'additionalDocs')
    expect(error).toBe(notARealFile('notes-renamed.pdf', 'PDF', 'JPG', 'PNG'))
    expect(smtp.messages.length).toBe(before)
    expectNoPersonalData(env.logs, ['notes-renamed', 'Tanvir'])
  })

  it('refuses a JPEG named .png', async () => {
    const error = await refusedField(await send({ ...applicant, photograph: upload('face.png', documents.jpeg) }), 'photograph')
    expect(error).toContain(notARealFile('face.png', 'JPG', 'PNG'))
  })
})
