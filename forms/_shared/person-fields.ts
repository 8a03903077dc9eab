// The four fields that open most enquiries (visa applications, Bangladesh services, Hajj
// registration, transport): first and last name, e-mail and phone, each required, in one
// definition group (define-form.ts) with the names browsers fill them in by, so the simple renderer
// (islands/fields/DefinedFields.tsx) lays them out. Each form gives its own messages.
import './no-eval'
import { COMMON_LIMITS, emailField, phoneField, requiredText } from './fields'
import { textField, type FieldDefinitions } from './define-form'

interface PersonMessages {
  firstName: string
  lastName: string
  /** When a name is too long (the shared "please shorten" message without it). */
  nameTooLong?: string
  /** When the e-mail is missing (the shared message without it). */
  email?: string
  /** When the phone is missing (the shared message without it). */
  phone?: string
}

/** First name, last name, e-mail and phone: required, autofilled, laid out by DefinedFields. */
export function personFields(messages: PersonMessages, nameLimit: number = COMMON_LIMITS.name) {
  return {
    firstName: textField(requiredText(messages.firstName, nameLimit, messages.nameTooLong), { required: true, autoComplete: 'given-name' }),
    lastName: textField(requiredText(messages.lastName, nameLimit, messages.nameTooLong), { required: true, autoComplete: 'family-name' }),
    email: textField(emailField(messages.email), { control: 'email', required: true, autoComplete: 'email' }),
    phone: textField(phoneField(messages.phone), { control: 'tel', required: true, autoComplete: 'tel' }),
  } satisfies FieldDefinitions
}
