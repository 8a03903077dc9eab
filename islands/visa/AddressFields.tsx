import type { SectionProps } from './section-props'
import { TextField } from '../fields/TextField'

export type AddressField = 'address' | 'city' | 'postcode'

/** Where the applicant lives (every application; the visa forms add the country after it). */
export function AddressFields({ labels, values, errors, onChange }: SectionProps<AddressField>) {
  const field = (name: AddressField, autoComplete: string) => (
    <TextField
      name={name}
      label={labels[name]}
      required
      autoComplete={autoComplete}
      wide={name === 'address'}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => onChange(name, value)}
    />
  )
  return (
    <>
      {field('address', 'street-address')}
      {field('city', 'address-level2')}
      {field('postcode', 'postal-code')}
    </>
  )
}
