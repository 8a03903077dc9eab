// The Saudi visa application's function: what is particular to it, the contract every form
// function keeps being tests/functions/form-contract.test.ts. What the visa team receives (every
// field, the documents byte for byte under safe names), which files are refused by their content
// and with what message (data/forms.yaml's words), the order of the checks, and that nothing
// personal reaches the logs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fill } from '../../content/browser/fill'
import { MAX_FILES_TOTAL_BYTES } from '../../forms/_shared/uploads'
import sendVisaApplication from '../../functions/send-visa-application-email'
import { startFakeSiteverify, type FakeSiteverify } from '../support/fake-siteverify'
import { closedSmtpUrl } from '../support/smtp'
import { postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { saudiVisaApplicant as applicant } from '../support/functions/form-bodies'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { pdfHeadedHtml, pngDeclaring, pngHeadedSvg } from '../support/made-documents'
import {
  applicantRows,
  documents,
  expectAttachments,
  expectNoPersonalData,
  kindsOf,
  notARealFile,
  refusedField,
  upload,
  VISA_ROW_FIELDS,
} from '../support/functions/visa-applications'
import { checkFields, isOneOf, UPLOAD_WORDS, kb } from '../support/form-words'
import { CAPTCHA_INCOMPLETE } from '../../forms/_shared/messages'
import { withoutReference } from '../support/reference'
import { emailRowsOf } from '../../forms/_shared/define-form'
import { saudiVisaFields, SAUDI_VISA_TYPES, visaTexts } from '../../forms/visa-application'
import { loadCatalogue } from '../../content/server/data/load'
import '../../forms/_shared/all-form-words.generated'

const env = useFunctionTestEnv()
const FUNCTION = 'send-visa-application-email'
const { words } = FORM_FUNCTIONS.find((fn) => fn.name === FUNCTION)!

const smtp = useRealSmtp({ MAIL_TO: 'visa-team@agency.example' })

const send = (body: unknown) => sendVisaApplication(postJson(FUNCTION, body))

/** Sends, expects a 400 naming `field`, checks nothing was e-mailed; returns the error text. */
async function refused(body: unknown, field: string): Promise<string> {
  const before = smtp.messages.length
  const error = await refusedField(await send(body), field)
  expect(smtp.messages.length, 'nothing is sent').toBe(before)
  return error
}

describe('an application through SMTP', () => {
  it('reaches the visa team with every field, Reply-To the applicant, and the documents attached byte for byte', async () => {
    const response = await send({
      ...applicant,
      additionalDocs: [upload('hotel booking.jpeg', documents.jpeg, 'image/jpeg'), upload('Bank Statement.PDF', documents.pdf, 'application/pdf')],
    })
    expect(response.status).toBe(200)

    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Saudi ${applicant.visaType} application: ${applicant.firstName} ${applicant.lastName}`)

    const text = parsed.text ?? ''
    expect(text).toMatch(/^New Saudi Umrah Visa application\n/)
    for (const row of applicantRows(words, applicant, ['visaType', ...VISA_ROW_FIELDS])) expect(text, row).toContain(row)
    expect(text).toContain(
      'Attached files:\n' +
        `passport-copy-passport.pdf (PDF, ${kb(19)})\n` +
        `photograph-photo.png (PNG, ${kb(5.9)})\n` +
        `additional-1-hotel-booking.jpeg (JPG, ${kb(4.3)})\n` +
        `additional-2-Bank-Statement.pdf (PDF, ${kb(19)})`,
    )
    expect(text).toContain('Sent from the Saudi visa application form (/visa) on the website')

    expectAttachments(parsed, [
      { filename: 'passport-copy-passport.pdf', contentType: 'application/pdf', content: documents.pdf },
      { filename: 'photograph-photo.png', contentType: 'image/png', content: documents.png },
      { filename: 'additional-1-hotel-booking.jpeg', contentType: 'image/jpeg', content: documents.jpeg },
      { filename: 'additional-2-Bank-Statement.pdf', contentType: 'application/pdf', content: documents.pdf },
    ])
  })

  it('shows empty optional fields and unticked boxes plainly', async () => {
    const response = await send({ ...applicant, returnDate: '', duration: '', medicalConditions: '', specialRequests: '', previousVisit: false })
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    const left = { returnDate: '', duration: '', medicalConditions: '', specialRequests: '', previousVisit: false }
    for (const row of applicantRows(words, left, Object.keys(left))) expect(parsed.text).toContain(row)
    expect(parsed.text).toContain(`Attached files:\npassport-copy-passport.pdf (PDF, ${kb(19)})\nphotograph-photo.png (PNG, ${kb(5.9)})\n`)
  })

  it('makes file names safe: no folders, quotes, line breaks or odd characters, and the content type from the content', async () => {
    const response = await send({
      ...applicant,
      passportCopy: upload('../../etc/passwd.pdf', documents.pdf, 'text/html'),
      photograph: upload('C:\\Users\\Aisha\\Pictures\\Ünïcode "photo".png', documents.png, 'application/x-msdownload'),
      additionalDocs: [
        upload('C:\\x\\a.pdf', documents.pdf),
        upload('scan\r\nBcc: victim@example.net; x=".jpg', documents.jpeg),
        upload('جواز السفر.pdf', documents.pdf),
      ],
    })
    expect(response.status).toBe(200)
    const { parsed, raw } = await smtp.waitForMessage()
    expectAttachments(parsed, [
      { filename: 'passport-copy-passwd.pdf', contentType: 'application/pdf', content: documents.pdf },
      { filename: 'photograph-Unicode-photo.png', contentType: 'image/png', content: documents.png },
      { filename: 'additional-1-a.pdf', contentType: 'application/pdf', content: documents.pdf },
      { filename: 'additional-2-scan-Bcc-victim-example.net-x.jpg', contentType: 'image/jpeg', content: documents.jpeg },
      { filename: 'additional-3.pdf', contentType: 'application/pdf', content: documents.pdf },
    ])
    expect(parsed.headers.has('bcc')).toBe(false)
    expect(raw.includes('../'), 'no folder in any name').toBe(false)
    expect(raw.includes('x-msdownload'), 'the browser’s declared type is not used').toBe(false)
  })
})

describe('files are checked by their content', () => {
  it('refuses a text file renamed .pdf, naming it, and logs only the field', async () => {
    const error = await refused({ ...applicant, passportCopy: upload('notes-renamed.pdf', documents.text, 'application/pdf') }, 'passportCopy')
    expect(error).toBe(notARealFile('notes-renamed.pdf', 'PDF', 'JPG', 'PNG'))
    const line = env.logs.find((entry) => entry.includes('"outcome":"invalid-file"'))
    expect(JSON.parse(line ?? '{}')).toEqual({ form: 'visa-application', outcome: 'invalid-file', field: 'passportCopy' })
  })

  it('refuses files that only start as a PDF or a PNG, or claim billions of pixels, naming the field and the file', async () => {
    const html = await refused({ ...applicant, passportCopy: upload('passport.pdf', pdfHeadedHtml(), 'application/pdf') }, 'passportCopy')
    expect(html).toBe(notARealFile('passport.pdf', 'PDF', 'JPG', 'PNG'))
    expect(await refused({ ...applicant, photograph: upload('photo.png', pngHeadedSvg(), 'image/png') }, 'photograph')).toContain(
      notARealFile('photo.png', 'JPG', 'PNG'),
    )
    const huge = await refused({ ...applicant, additionalDocs: [upload('visa.png', pngDeclaring(2 ** 31, 2 ** 31))] }, 'additionalDocs')
    expect(huge).toContain(notARealFile('visa.png', 'PDF', 'JPG', 'PNG'))
  })

  it('refuses a PNG named .jpg', async () => {
    const error = await refused({ ...applicant, photograph: upload('photo.jpg', documents.png, 'image/jpeg') }, 'photograph')
    expect(error).toBe(notARealFile('photo.jpg', 'JPG', 'PNG'))
  })

  it('refuses a PDF as the photograph, whether named .png or .pdf', async () => {
    expect(await refused({ ...applicant, photograph: upload('me.png', documents.pdf, 'image/png') }, 'photograph')).toContain(
      notARealFile('me.png', 'JPG', 'PNG'),
    )
    expect(await refused({ ...applicant, photograph: upload('me.pdf', documents.pdf) }, 'photograph')).toContain(
      fill(UPLOAD_WORDS.wrongKind, { name: 'me.pdf', field: words.label('photograph').toLowerCase(), kinds: kindsOf('JPG', 'PNG') }),
    )
  })

  it('refuses a bad additional document, naming it, even after good ones', async () => {
    const docs = [upload('ticket.pdf', documents.pdf), upload('letter.pdf', documents.text)]
    expect(await refused({ ...applicant, additionalDocs: docs }, 'additionalDocs')).toContain(notARealFile('letter.pdf', 'PDF', 'JPG', 'PNG'))
  })

  it('refuses base64 that does not decode to the declared size', async () => {
    // 19,069 bytes take as many base64 characters as 19,070: only decoding tells the sizes apart.
    const content = Buffer.concat([documents.pdf, Buffer.from('\n')])
    expect(content.length % 3).toBe(1)
    const file = upload('passport.pdf', content)
    const unreadable = fill(UPLOAD_WORDS.corrupt, { name: 'passport.pdf' })
    expect(await refused({ ...applicant, passportCopy: { ...file, size: file.size + 1 } }, 'passportCopy')).toBe(unreadable)
    expect(await refused({ ...applicant, passportCopy: { ...file, size: file.size * 2 } }, 'passportCopy')).toContain(
      `${words.label('passportCopy')} – ${unreadable}`,
    )
  })

  it('refuses files that add up to more than 4 MB before looking at them', async () => {
    const big = Buffer.concat([documents.pdf, Buffer.alloc(MAX_FILES_TOTAL_BYTES - documents.pdf.length)])
    const error = await refused({ ...applicant, additionalDocs: [upload('big.pdf', big)] }, 'additionalDocs')
    const clause = `${words.label('additionalDocs')} – ${UPLOAD_WORDS.tooLarge.replace(/[.!?\s]+$/, '')}`
    expect(isOneOf(error, [checkFields(clause)]), error).toBe(true)
  })

  it('asks for a missing passport copy or photograph', async () => {
    const { passportCopy: _omitted, ...withoutPassport } = applicant
    expect(await refused(withoutPassport, 'passportCopy')).toContain(
      fill(UPLOAD_WORDS.required, { field: words.label('passportCopy').toLowerCase(), kinds: kindsOf('PDF', 'JPG', 'PNG') }),
    )
  })
})

describe('the captcha comes before the files', () => {
  let siteverify: FakeSiteverify
  beforeAll(async () => {
    siteverify = await startFakeSiteverify()
  })
  afterAll(async () => {
    await siteverify.close()
  })
  beforeEach(() => {
    siteverify.reset()
    siteverify.requests.length = 0
    process.env.RECAPTCHA_SECRET_KEY = 'test-secret'
    process.env.RECAPTCHA_VERIFY_URL = siteverify.url
  })

  const withTextFile = { ...applicant, recaptchaToken: 'token-from-the-widget', passportCopy: upload('notes.pdf', documents.text) }

  it('a rejected token is refused with the captcha text, before the file is looked at', async () => {
    siteverify.set({ success: false })
    const response = await send(withTextFile)
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({ error: CAPTCHA_INCOMPLETE })
    expect(siteverify.requests).toHaveLength(1)
    expect(env.logs.join('\n')).not.toContain('invalid-file')
  })

  it('with an accepted token the same file is refused by its content', async () => {
    const error = await refusedField(await send(withTextFile), 'passportCopy')
    expect(error).toContain(notARealFile('notes.pdf', 'PDF', 'JPG', 'PNG'))
    expect(siteverify.requests).toHaveLength(1)
  })

  it('a missing token is refused without asking siteverify', async () => {
    const response = await send({ ...applicant, recaptchaToken: '' })
    expect(await readJson(response)).toMatchObject({ error: CAPTCHA_INCOMPLETE })
    expect(siteverify.requests).toHaveLength(0)
  })
})

describe('the logs', () => {
  it('hold no names, addresses, numbers or file names, whatever happens', async () => {
    const odd = { ...applicant, additionalDocs: [upload('Aisha-Rahman-bank-statement.pdf', documents.pdf)] }
    expect((await send(odd)).status).toBe(200)
    await smtp.waitForMessage()
    expect((await send({ ...odd, photograph: upload('Aisha-selfie.jpg', documents.png) })).status).toBe(400)
    expect((await send({ ...odd, email: 'not-an-address' })).status).toBe(400)
    process.env.SMTP_URL = await closedSmtpUrl()
    expect((await send(odd)).status).toBe(200)

    expect(env.logs.map((line) => JSON.parse(line).outcome)).toEqual([
      'stored',
      'delivered',
      'acknowledgement-skipped',
      'invalid-file',
      'invalid-fields',
      'stored',
      'delivery-deferred',
    ])
    expectNoPersonalData(env.logs, [
      'Aisha',
      'Rahman',
      'example.org',
      '7946',
      '900123',
      '123456789',
      'Whitechapel',
      'E1 1AA',
      'Asthma',
      'bank-statement',
      'selfie',
      'passport.pdf',
      'photo.png',
      'JVBER',
    ])
  })
})

describe('the visa in the visitor’s language', () => {
  it('the form sends the English title; the Bengali acknowledgement names the visa as /bn/visa does', () => {
    const fields = { visaType: saudiVisaFields.visaType }
    const bengali = loadCatalogue('visa', 'bn').services.visas
    SAUDI_VISA_TYPES.forEach((title, index) => {
      expect(emailRowsOf(fields, visaTexts('bn').labels, { visaType: title }, 'bn')[0]).toMatchObject({
        label: visaTexts('bn').labels.visaType,
        value: bengali[index]!.title,
      })
      expect(emailRowsOf(fields, visaTexts('en').labels, { visaType: title }, 'en')[0]!.value).toBe(title)
    })
    expect(bengali[0]!.title).not.toBe(SAUDI_VISA_TYPES[0])
  })
})
