import { hotelStayLabelsIn } from '../../forms/hotel-request-fields'
import { useLocale } from '../../content/react/use-words'
import { Field } from '../forms/Field'

type GuestField = 'firstName' | 'lastName' | 'email' | 'phone'

/** Who is asking: first and last name, e-mail and phone (the hotel, flight and transport forms). */
export function HotelGuestFields({
  values,
  errors,
  onChange,
  labels,
}: {
  values: Record<GuestField, string>
  errors: Partial<Record<string, string>>
  onChange: (field: GuestField, value: string) => void
  /** The fields' names as the form's own data words them (the hotel forms' in the page's language by default). */
  labels?: Readonly<Record<GuestField, string>>
}) {
  const stayLabels = hotelStayLabelsIn(useLocale())
  const named = labels ?? stayLabels
  const fields: Array<{ name: GuestField; type: string; autoComplete: string }> = [
    { name: 'firstName', type: 'text', autoComplete: 'given-name' },
    { name: 'lastName', type: 'text', autoComplete: 'family-name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
  ]
  return (
    <>
      {fields.map(({ name, type, autoComplete }) => (
        <Field key={name} label={named[name]} required error={errors[name]}>
          {(p) => <input {...p} name={name} type={type} autoComplete={autoComplete} value={values[name]} onChange={(e) => onChange(name, e.target.value)} />}
        </Field>
      ))}
    </>
  )
}
