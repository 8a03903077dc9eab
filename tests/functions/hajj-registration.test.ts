// The Hajj registration form's function: what is particular to it, the contract every form
// function keeps being tests/functions/form-contract.test.ts. What the Hajj team receives (each
// package by its title, every answer in words, line breaks kept, markup escaped) and which answers
// are refused, in the words data/hajj-registration.yaml and data/hajj.yaml give them.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { NOT_GIVEN } from '../../functions/_shared/email-body'
import { HAJJ_REGISTRATION_YEAR } from '../../forms/hajj-registration'
import sendHajjRegistration from '../../functions/send-hajj-registration-email'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { expectRefused, postJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { hajjRegistration as pilgrim } from '../support/functions/form-bodies'
import { checkFields } from '../support/form-words'
import { withoutReference } from '../support/reference'

useFunctionTestEnv()
const FUNCTION = 'send-hajj-registration-email'
const { words } = FORM_FUNCTIONS.find((fn) => fn.name === FUNCTION)!
const { label, row, optionRow, reason } = words
const FORM = loadCatalogue('hajj-registration', 'en').form
const PILGRIMS = { min: 1, max: 20 }
/** "Shifting Executive Premium (SEPR)": a package as the e-mail names it, from data/hajj.yaml. */
const packageName = (id: string) => `${loadCatalogue('hajj', 'en').packages.find((choice) => choice.id === id)!.title} (${id})`
const ANSWERS = ['packageType', 'nationality', 'passportStatus', 'nusukAccount', 'preferredContact'] as const

const smtp = useRealSmtp({ MAIL_TO: 'hajj-team@agency.example' })

const send = (body: unknown) => sendHajjRegistration(postJson(FUNCTION, body))

describe('a registration through SMTP', () => {
  it('reaches the Hajj team with every field in words and readable labels', async () => {
    expect((await send(pilgrim)).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Hajj ${HAJJ_REGISTRATION_YEAR} registration: ${pilgrim.firstName} ${pilgrim.lastName} – 3 pilgrims`)

    const text = parsed.text ?? ''
    for (const line of [
      ...(['firstName', 'lastName', 'email', 'phone', 'pilgrims'] as const).map((field) => row(field, pilgrim[field])),
      row('preferredPackage', packageName(pilgrim.preferredPackage)),
      ...ANSWERS.map((field) => optionRow(field, pilgrim[field])),
      `${label('message')}:\n${pilgrim.message}`,
    ]) {
      expect(text, line).toContain(line)
    }

    const html = parsed.html || ''
    expect(html).toContain(`<h1 style="font-size:18px">New Hajj ${HAJJ_REGISTRATION_YEAR} registration</h1>`)
    for (const field of Object.keys(FORM.labels)) expect(html).toContain(`>${label(field)}</th>`)
    expect(html).toContain('>3</td>')
    expect(html).toContain(pilgrim.message.replace('\n', '<br>\n'))
  })

  it('accepts the number of pilgrims as a number, names one pilgrim in the singular, and shows an undecided package and an empty message plainly', async () => {
    const answers = {
      packageType: 'not-sure',
      nationality: 'british',
      passportStatus: 'valid-6-months',
      nusukAccount: 'have-account',
      preferredContact: 'email',
    }
    expect((await send({ ...pilgrim, ...answers, pilgrims: 1, preferredPackage: 'undecided', message: '' })).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Hajj ${HAJJ_REGISTRATION_YEAR} registration: ${pilgrim.firstName} ${pilgrim.lastName} – 1 pilgrim`)
    for (const line of [
      row('pilgrims', 1),
      row('preferredPackage', FORM.undecidedPackage),
      ...ANSWERS.map((field) => optionRow(field, answers[field])),
      row('message', NOT_GIVEN),
    ]) {
      expect(parsed.text, line).toContain(line)
    }
  })

  it('names every non-shifting package by its title', async () => {
    expect((await send({ ...pilgrim, preferredPackage: 'SNSPR', packageType: 'non-shifting', pilgrims: '20' })).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    for (const line of [row('preferredPackage', packageName('SNSPR')), optionRow('packageType', 'non-shifting'), row('pilgrims', 20)]) {
      expect(parsed.text, line).toContain(line)
    }
  })

  it('escapes markup: names and messages arrive as visible text, never as HTML', async () => {
    const response = await send({
      ...pilgrim,
      firstName: '<script>alert(1)</script>',
      lastName: 'Rahman & "Sons"',
      message: '<img src=x onerror="alert(2)"> <b>bold</b>',
    })
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    const html = parsed.html || ''
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('Rahman &amp; &quot;Sons&quot;')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &lt;b&gt;bold&lt;/b&gt;')
    expect(parsed.text).toContain(row('firstName', '<script>alert(1)</script>'))
    expect(withoutReference(parsed.subject)).toBe(`Hajj ${HAJJ_REGISTRATION_YEAR} registration: <script>alert(1)</script> Rahman & "Sons" – 3 pilgrims`)
  })

  it('keeps line breaks in a name from adding mail headers', async () => {
    expect((await send({ ...pilgrim, lastName: 'Rahman\r\nBcc: victim@example.net' })).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(parsed.headers.has('bcc')).toBe(false)
  })
})

describe('invalid bodies are refused with 400 and the fields named', () => {
  const refused = (body: unknown) => expectRefused(smtp, () => send(body))

  it('an empty body names every required field at once, in the form’s words', async () => {
    const reply = await refused({})
    const required = ['firstName', 'lastName', 'email', 'phone', 'pilgrims', 'preferredPackage', ...ANSWERS]
    expect(Object.keys(reply.fields).sort()).toEqual([...required, 'recaptchaToken'].sort())
    for (const field of required) expect(reply.error).toContain(reason(field, field, PILGRIMS))
  })

  it.each([
    ['a package that is not ours', { preferredPackage: 'XXXX' }, 'preferredPackage'],
    ['a package id in lower case', { preferredPackage: 'sepr' }, 'preferredPackage'],
    ['no pilgrims', { pilgrims: '0' }, 'pilgrims'],
    ['more than 20 pilgrims', { pilgrims: 21 }, 'pilgrims'],
    ['a fractional number of pilgrims', { pilgrims: 2.5 }, 'pilgrims'],
    ['pilgrims in words', { pilgrims: 'three' }, 'pilgrims'],
    ['an e-mail address without @', { email: 'aisha.example.org' }, 'email'],
    ['a phone number with letters', { phone: 'call me' }, 'phone'],
    ['an unknown package type', { packageType: 'luxury' }, 'packageType'],
    ['an unknown nationality', { nationality: 'martian' }, 'nationality'],
    ['an unknown passport status', { passportStatus: 'lost' }, 'passportStatus'],
    ['an unknown Nusuk status', { nusukAccount: 'maybe' }, 'nusukAccount'],
    ['an unknown contact method', { preferredContact: 'pigeon' }, 'preferredContact'],
    ['a message that is not text', { message: { text: 'hi' } }, 'message'],
    ['a first name of spaces only', { firstName: '   ' }, 'firstName'],
  ])('%s', async (_what, change, field) => {
    const reply = await refused({ ...pilgrim, ...change })
    expect(Object.keys(reply.fields)).toEqual([field])
    expect(reply.error).toBe(checkFields(`${label(field)} – ${reply.fields[field]}`))
  })
})
