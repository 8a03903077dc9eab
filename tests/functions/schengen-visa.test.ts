// The Schengen visa application's function through a real SMTP server: the country and every
// field reach the visa team with the documents attached; a file whose content is not what it
// claims is refused by name; oversized bodies, a dead mail server and GET get their answers.
import { describe, expect, it } from 'vitest'
import sendSchengenVisa, { config } from '../../functions/send-schengen-visa-email'
import { expectSecurityHeaders, postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { schengenVisaApplicant as applicant } from '../support/functions/form-bodies'
import { describeAnswersWithoutSending, documents, expectAttachments, expectNoPersonalData, refusedField, upload } from '../support/functions/visa-applications'
import { withoutReference, withReference } from '../support/reference'

const env = useFunctionTestEnv()
const FUNCTION = 'send-schengen-visa-email'

const EXPECTED_ROWS = [
  'Schengen country: France',
  'First name: Tanvir',
  'Last name: Hossain',
  'Email: tanvir.hossain@example.net',
  'Phone: 07700 900456',
  'Date of birth: 2 November 1990',
  'Nationality: Bangladeshi',
  'Passport number: BD1234567',
  'Passport expiry date: 31 December 2099',
  'Travel date: 10 May 2099',
  'Return date: Not given',
  'Purpose of visit: Family Visit',
  'Length of stay: 10 days',
  'Address: 3 Brick Lane',
  'City: London',
  'Postcode: E1 6PU',
  'Country: United Kingdom',
  'Emergency contact name: Nasrin Hossain',
  'Emergency contact phone: 020 7946 0456',
  'Emergency contact’s relationship: Sibling',
  'Visited this country before: No',
  'Declares a criminal record: No',
  'Medical conditions: Not given',
  'Special requests: Appointment in Paris if possible',
]

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
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual(
      withReference({
        message:
          'Thank you! Your Schengen visa application has been submitted successfully. Our visa team will check your documents and contact you within 24 hours.',
      }),
    )

    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe('Schengen visa application – France: Tanvir Hossain')
    expect(parsed.replyTo?.value).toEqual([{ name: 'Tanvir Hossain', address: 'tanvir.hossain@example.net' }])
    const text = parsed.text ?? ''
    expect(text).toMatch(/^New Schengen visa application – France\n/)
    for (const row of EXPECTED_ROWS) expect(text, row).toContain(row)
    expect(text).toContain(
      'Attached files:\npassport-copy-passport.pdf (PDF, 19 KB)\nphotograph-photo.jpg (JPG, 4.3 KB)\nadditional-1-invitation.png (PNG, 5.9 KB)',
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
    expect(error).toBe('Please check these fields: Schengen country – Please choose Germany, France, Spain or Italy.')
  })
})

describe('files are checked by their content', () => {
  it('refuses a text file renamed .pdf among the additional documents, naming it, and sends nothing', async () => {
    const before = smtp.messages.length
    const error = await refusedField(await send({ ...applicant, additionalDocs: [upload('notes-renamed.pdf', documents.text)] }), 'additionalDocs')
    expect(error).toBe('“notes-renamed.pdf” is not a real PDF, JPG or PNG file. Please choose the original document or a scan saved as PDF, JPG or PNG.')
    expect(smtp.messages.length).toBe(before)
    expectNoPersonalData(env.logs, ['notes-renamed', 'Tanvir'])
  })

  it('refuses a JPEG named .png', async () => {
    const error = await refusedField(await send({ ...applicant, photograph: upload('face.png', documents.jpeg) }), 'photograph')
    expect(error).toContain('“face.png” is not a real JPG or PNG file')
  })
})

describeAnswersWithoutSending(FUNCTION, sendSchengenVisa, applicant, config, smtp)
