// The Bangladesh services application's function: what is particular to it, the contract every
// form function keeps being tests/functions/form-contract.test.ts. The service and every field
// reach the team with the documents attached; a passport number is written in capitals; a file
// whose content is not what it claims is refused by name in data/'s words.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import sendBangladeshService from '../../functions/send-bangladesh-service-email'
import { postJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { bangladeshServiceApplicant as applicant } from '../support/functions/form-bodies'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import {
  APPLICANT_FIELDS,
  applicantRows,
  documents,
  expectAttachments,
  expectNoPersonalData,
  notARealFile,
  refusedField,
  upload,
} from '../support/functions/visa-applications'
import { kb } from '../support/form-words'
import { withoutReference } from '../support/reference'

const env = useFunctionTestEnv()
const FUNCTION = 'send-bangladesh-service-email'
const { words } = FORM_FUNCTIONS.find((fn) => fn.name === FUNCTION)!
const SERVICES = loadCatalogue('bangladesh-visa', 'en').form.services
const service = (value: string) => SERVICES.find((choice) => choice.value === value)!.label
const ROW_FIELDS = [...APPLICANT_FIELDS, 'address', 'city', 'postcode', 'emergencyName', 'emergencyPhone', 'emergencyRelation', 'specialRequests']

const smtp = useRealSmtp({ MAIL_TO: 'bangladesh-team@agency.example' })

const send = (body: unknown) => sendBangladeshService(postJson(FUNCTION, body))

describe('an application through SMTP', () => {
  it('reaches the team with the service, every field and the documents', async () => {
    const response = await send({ ...applicant, additionalDocs: [upload('old passport.pdf', documents.pdf), upload('nid.jpg', documents.jpeg)] })
    expect(response.status).toBe(200)

    const { parsed } = await smtp.waitForMessage()
    const name = `${applicant.firstName} ${applicant.lastName}`
    expect(withoutReference(parsed.subject)).toBe(`Bangladesh services application – ${service(applicant.serviceType)}: ${name}`)
    const text = parsed.text ?? ''
    for (const row of [
      words.row('serviceType', service(applicant.serviceType)),
      words.row('selectedService', service(applicant.selectedService)),
      ...applicantRows(words, applicant, ROW_FIELDS),
    ]) {
      expect(text, row).toContain(row)
    }
    expect(text).toContain(
      `Attached files:\npassport-copy-passport.pdf (PDF, ${kb(19)})\nphotograph-photo.png (PNG, ${kb(5.9)})\nadditional-1-old-passport.pdf (PDF, ${kb(19)})\nadditional-2-nid.jpg (JPG, ${kb(4.3)})`,
    )
    expect(text).toContain('Sent from the Bangladesh services application form (/bangladesh-visa) on the website')
    expectAttachments(parsed, [
      { filename: 'passport-copy-passport.pdf', contentType: 'application/pdf', content: documents.pdf },
      { filename: 'photograph-photo.png', contentType: 'image/png', content: documents.png },
      { filename: 'additional-1-old-passport.pdf', contentType: 'application/pdf', content: documents.pdf },
      { filename: 'additional-2-nid.jpg', contentType: 'image/jpeg', content: documents.jpeg },
    ])
    expectNoPersonalData(env.logs, ['Rafiq', 'Uddin', 'rafiq.uddin@', '900789', 'Green Street', 'old-passport', 'nid.jpg'])
  })

  it('shows a passport number when given, in capitals without spaces', async () => {
    expect((await send({ ...applicant, passportNumber: 'bp 0123456' })).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(parsed.text).toContain(words.row('passportNumber', 'BP0123456'))
  })
})

describe('files are checked by their content', () => {
  it('refuses a text file renamed .pdf as the passport copy, naming it, and sends nothing', async () => {
    const before = smtp.messages.length
    const error = await refusedField(await send({ ...applicant, passportCopy: upload('notes-renamed.pdf', documents.text) }), 'passportCopy')
    expect(error).toBe(notARealFile('notes-renamed.pdf', 'PDF', 'JPG', 'PNG'))
    expect(smtp.messages.length).toBe(before)
  })

  it('refuses a PDF named .jpg as the photograph', async () => {
    const error = await refusedField(await send({ ...applicant, photograph: upload('me.jpg', documents.pdf) }), 'photograph')
    expect(error).toContain(notARealFile('me.jpg', 'JPG', 'PNG'))
  })
})
