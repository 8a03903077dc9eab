// The registration form's shared module: the package list compiled in for the function matches
// data/hajj.yaml, and the schema the island and the function share accepts and refuses what a
// Hajj organiser would expect.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { toFieldErrors } from '../../forms/_shared/field-errors'
import { isSuccessText } from '../../forms/_shared/messages'
import {
  HAJJ_REGISTRATION_FAILURE_TEXT,
  HAJJ_REGISTRATION_SUCCESS_TEXT,
  hajjRegistrationDefaults,
  hajjRegistrationFieldsSchema,
  hajjRegistrationLabels,
  hajjRegistrationSchema,
  preferredPackageLabel,
} from '../../forms/hajj-registration'
import { HAJJ_PACKAGE_CHOICES } from '../../forms/hajj-packages.generated'
import { HAJJ_PACKAGES_FILE, renderHajjPackageChoices } from '../../content/server/generate/hajj-package-choices'
import { loadCatalogue } from '../../content/server/data/load'
import { dataText } from '../support/data-text'
import { formWords } from '../support/form-words'

const valid = {
  firstName: 'Yusuf',
  lastName: 'Ali',
  email: 'yusuf@example.org',
  phone: '07700 900456',
  pilgrims: '2',
  preferredPackage: 'ENSE',
  packageType: 'non-shifting',
  nationality: 'other',
  passportStatus: 'applying',
  nusukAccount: 'not-yet',
  preferredContact: 'phone',
  recaptchaToken: 'token',
}

describe('the package list compiled in for the function', () => {
  it(`${HAJJ_PACKAGES_FILE} is current with data/hajj.yaml (npm run generate writes it)`, () => {
    expect(readFileSync(HAJJ_PACKAGES_FILE, 'utf8')).toBe(renderHajjPackageChoices(loadCatalogue('hajj', 'en'), { bn: loadCatalogue('hajj', 'bn') }))
  })

  it("holds all 11 Hajj packages of the specification, and every other season's packages", () => {
    const ids = HAJJ_PACKAGE_CHOICES.map((c) => c.id)
    expect(ids).toEqual(expect.arrayContaining(['SEPR', 'SEPL', 'SSPL', 'SSPR', 'SEPM', 'ENSE', 'ENSP', 'ENSPR', 'SNSPL', 'SNSPR', 'SEEM']))
    expect([...ids].sort()).toEqual(
      loadCatalogue('hajj', 'en')
        .packages.map((p) => p.id)
        .sort(),
    )
  })

  it('renders titles safely as string literals', () => {
    const hajj = loadCatalogue('hajj', 'en')
    const tricky = { ...hajj, packages: [{ ...hajj.packages[0], title: "Pilgrim's \\ choice" }] }
    expect(renderHajjPackageChoices(tricky, { bn: tricky })).toContain("title: 'Pilgrim\\'s \\\\ choice'")
  })
})

describe('the registration schema', () => {
  it('accepts every package of data/hajj.yaml and "undecided", and names them for the e-mail', () => {
    for (const { id, title } of loadCatalogue('hajj', 'en').packages) {
      expect(hajjRegistrationSchema.safeParse({ ...valid, preferredPackage: id }).success, id).toBe(true)
      expect(preferredPackageLabel(id, 'en')).toBe(`${title} (${id})`)
    }
    expect(hajjRegistrationSchema.safeParse({ ...valid, preferredPackage: 'undecided' }).success).toBe(true)
  })

  it('trims text and turns the number of pilgrims into a number', () => {
    const result = hajjRegistrationSchema.parse({ ...valid, firstName: '  Yusuf ', pilgrims: ' 12 ' })
    expect(result.firstName).toBe('Yusuf')
    expect(result.pilgrims).toBe(12)
  })

  it('bounds the number of pilgrims to 1–20', () => {
    for (const ok of ['1', '20', 7]) expect(hajjRegistrationSchema.safeParse({ ...valid, pilgrims: ok }).success, String(ok)).toBe(true)
    for (const bad of ['', '0', '21', '-1', '1.5', 'two', null, true]) {
      const result = hajjRegistrationSchema.safeParse({ ...valid, pilgrims: bad })
      expect(result.success, String(bad)).toBe(false)
      expect(toFieldErrors(result.error!, 'en')).toEqual({
        pilgrims: formWords(loadCatalogue('hajj-registration', 'en').form).message('pilgrims', { min: 1, max: 20 }),
      })
    }
  })

  it('the message is optional, the rest is required', () => {
    expect(hajjRegistrationSchema.safeParse(valid).success).toBe(true)
    for (const key of Object.keys(valid)) {
      const body: Record<string, unknown> = { ...valid }
      delete body[key]
      expect(hajjRegistrationSchema.safeParse(body).success, key).toBe(false)
    }
  })

  it('the island’s schema leaves the captcha to its own messages', () => {
    const { recaptchaToken: _token, ...fields } = valid
    expect(hajjRegistrationFieldsSchema.safeParse(fields).success).toBe(true)
  })

  it('the empty form fails on exactly the required fields (pilgrims starts at 1)', () => {
    const result = hajjRegistrationFieldsSchema.safeParse(hajjRegistrationDefaults)
    expect(Object.keys(toFieldErrors(result.error!, 'en')).sort()).toEqual(
      [
        'email',
        'firstName',
        'lastName',
        'nationality',
        'nusukAccount',
        'packageType',
        'passportStatus',
        'phone',
        'preferredContact',
        'preferredPackage',
      ].sort(),
    )
  })

  it('labels every field, and the texts follow the specification’s rule for green and red', () => {
    expect(Object.keys(hajjRegistrationLabels).sort()).toEqual([...Object.keys(valid), 'message'].sort())
    expect(isSuccessText(HAJJ_REGISTRATION_SUCCESS_TEXT)).toBe(true)
    expect(HAJJ_REGISTRATION_FAILURE_TEXT).toBe(dataText('hajj-registration', 'form.failureText'))
    expect(isSuccessText(HAJJ_REGISTRATION_FAILURE_TEXT)).toBe(false)
  })
})
