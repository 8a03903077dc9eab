// A form's messages are keys resolved through the locale's words when shown, not texts fixed when
// the modules load: the contact forms' rules carry keys, and what the visitor reads is
// data/forms.yaml's wording with the numbers filled in.
import { describe, expect, it } from 'vitest'
import { toFieldErrors } from '../../forms/_shared/field-errors'
import { registerFormWords, resolveMessage } from '../../forms/_shared/form-words'
import { fill } from '../../forms/_shared/messages'
import { CONTACT_FORM } from '../../forms/contact-form.generated'
import { CONTACT_LIMITS, contactMessages, contactPageFieldsSchema, contactPageDefaults } from '../../forms/contact'
import { dataText } from '../support/data-text'

describe('form words', () => {
  it('a rule carries a key, not the words', () => {
    expect(contactMessages.name).not.toBe(CONTACT_FORM.messages.name)
    expect(resolveMessage(contactMessages.name, 'en')).toBe(CONTACT_FORM.messages.name)
  })

  it('fills in the numbers the key carries when resolved', () => {
    const key = registerFormWords('trial', 'en', { tooLong: 'Shorten it to {limit}' })
    expect(resolveMessage(key('tooLong', { limit: 7 }), 'en')).toBe('Shorten it to 7')
    expect(resolveMessage(contactMessages.messageTooLong, 'en')).toBe(fill(CONTACT_FORM.messages.messageTooLong, { limit: CONTACT_LIMITS.message }))
  })

  it('leaves plain text (forms not yet on keys) as it is', () => {
    expect(resolveMessage(dataText('flights', 'form.messages.class'), 'en')).toBe(dataText('flights', 'form.messages.class'))
  })

  it('the fields at fault are shown in the words of the locale', () => {
    const result = contactPageFieldsSchema.safeParse({ ...contactPageDefaults, name: 'x'.repeat(CONTACT_LIMITS.name + 1) })
    expect(toFieldErrors(result.error!, 'en')).toMatchObject({
      name: fill(CONTACT_FORM.messages.nameTooLong, { limit: CONTACT_LIMITS.name }),
      message: CONTACT_FORM.messages.message,
    })
  })
})
