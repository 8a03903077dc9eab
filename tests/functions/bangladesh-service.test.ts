// The Bangladesh services application's function through a real SMTP server: the service and
// every field reach the team with the documents attached; a file whose content is not what it
// claims is refused by name; oversized bodies, a dead mail server and GET get their answers.
import { describe, expect, it } from 'vitest'
import sendBangladeshService, { config } from '../../functions/send-bangladesh-service-email'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { bangladeshServiceApplicant as applicant } from '../support/functions/form-bodies'
import { describeAnswersWithoutSending, documents, expectAttachments, expectNoPersonalData, refusedField, upload } from '../support/functions/visa-applications'
import { withoutReference, withReference } from '../support/reference'

const env = useFunctionTestEnv()
const FUNCTION = 'send-bangladesh-service-email'

const EXPECTED_ROWS = [
  'Service: Bangladesh e-Passport',
  'Service chosen on the page: No Visa Required (visa-free entry)',
  'First name: Rafiq',
  'Last name: Uddin',
  'Email: rafiq.uddin@example.com',
  'Phone: 07700 900789',
  'Date of birth: 15 January 1978',
  'Nationality: Bangladeshi',
  'Passport number: Not given',
  'Address: 45 Green Street',
  'City: Birmingham',
  'Postcode: B12 0AA',
  'Emergency contact name: Salma Uddin',
  'Emergency contact phone: 0121 496 0789',
  'Emergency contact’s relationship: Spouse',
  'Special requests: 10-year, 64 pages, express please',
]

const smtp = useRealSmtp({ MAIL_TO: 'bangladesh-team@agency.example' })

const send = (body: unknown) => sendBangladeshService(postJson(FUNCTION, body))

describe('an application through SMTP', () => {
  it('reaches the team with the service, every field and the documents', async () => {
    const response = await send({ ...applicant, additionalDocs: [upload('old passport.pdf', documents.pdf), upload('nid.jpg', documents.jpeg)] })
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(
      withReference({
        message:
          'Thank you! Your application has been submitted successfully. Our Bangladesh services team will check your documents and contact you within 24 hours.',
      }),
    )

    const { parsed, envelope } = await smtp.waitForMessage()
    expect(envelope.to).toEqual(['bangladesh-team@agency.example'])
    expect(withoutReference(parsed.subject)).toBe('Bangladesh services application – Bangladesh e-Passport: Rafiq Uddin')
    expect(parsed.replyTo?.value).toEqual([{ name: 'Rafiq Uddin', address: 'rafiq.uddin@example.com' }])
    const text = parsed.text ?? ''
    for (const row of EXPECTED_ROWS) expect(text, row).toContain(row)
    expect(text).toContain(
      'Attached files:\npassport-copy-passport.pdf (PDF, 19 KB)\nphotograph-photo.png (PNG, 5.9 KB)\nadditional-1-old-passport.pdf (PDF, 19 KB)\nadditional-2-nid.jpg (JPG, 4.3 KB)',
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
    expect(parsed.text).toContain('Passport number: BP0123456')
  })
})

describe('files are checked by their content', () => {
  it('refuses a text file renamed .pdf as the passport copy, naming it, and sends nothing', async () => {
    const before = smtp.messages.length
    const error = await refusedField(await send({ ...applicant, passportCopy: upload('notes-renamed.pdf', documents.text) }), 'passportCopy')
    expect(error).toBe('“notes-renamed.pdf” is not a real PDF, JPG or PNG file. Please choose the original document or a scan saved as PDF, JPG or PNG.')
    expect(smtp.messages.length).toBe(before)
  })

  it('refuses a PDF named .jpg as the photograph', async () => {
    const error = await refusedField(await send({ ...applicant, photograph: upload('me.jpg', documents.pdf) }), 'photograph')
    expect(error).toContain('“me.jpg” is not a real JPG or PNG file')
  })
})

describeAnswersWithoutSending(FUNCTION, sendBangladeshService, applicant, config, smtp)
