import type { SectionProps } from './section-props'
import { TextField } from '../fields/TextField'

export type PersonField = 'firstName' | 'lastName' | 'email' | 'phone'

/** First name, last name, e-mail and phone, all required, with the names browsers fill them in by. */
export function PersonFields({ labels, values, errors, onChange }: SectionProps<PersonField>) {
  const text = (name: PersonField, type: string, autoComplete: string) => (
    <TextField
      name={name}
      label={labels[name]}
      required
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => onChange(name, value)}
    />
  )
  return (
    <>
      {text('firstName', 'text', 'given-name')}
      {text('lastName', 'text', 'family-name')}
      {text('email', 'email', 'email')}
      {text('phone', 'tel', 'tel')}
    </>
  )
}
