import { guestCountChoices, hotelStayLabelsIn, localToday, nextDay, type GuestCountField } from '../../forms/hotel-request-fields'
import { formatFor } from '../../content/browser/format'
import { useLocale } from '../../content/react/use-words'
import { Field } from '../forms/Field'

type DateField = 'checkInDate' | 'checkOutDate'
type StayField = DateField | GuestCountField

/**
 * The stay: check-in and check-out dates (not in the past, check-out after check-in) and the
 * adults / children / rooms selects within docs/specification/part-1.md's bounds (both hotel forms).
 */
export function HotelStayFields({
  values,
  errors,
  onChange,
}: {
  values: Record<DateField, string> & Record<GuestCountField, number | string>
  errors: Partial<Record<string, string>>
  onChange: (field: StayField, value: string) => void
}) {
  const today = localToday()
  const locale = useLocale()
  const hotelStayLabels = hotelStayLabelsIn(locale)
  const { digits } = formatFor(locale)
  const dates: Array<{ name: DateField; min: string }> = [
    { name: 'checkInDate', min: today },
    { name: 'checkOutDate', min: nextDay(values.checkInDate && values.checkInDate >= today ? values.checkInDate : today) },
  ]
  const counts: GuestCountField[] = ['adults', 'children', 'rooms']
  return (
    <>
      {dates.map(({ name, min }) => (
        <Field key={name} label={hotelStayLabels[name]} required error={errors[name]}>
          {(p) => <input {...p} name={name} type="date" min={min} value={values[name]} onChange={(e) => onChange(name, e.target.value)} />}
        </Field>
      ))}
      <div className="hotels-form__counts field--wide">
        {counts.map((name) => (
          <Field key={name} label={hotelStayLabels[name]} required={name !== 'children'} error={errors[name]}>
            {(p) => (
              <select {...p} name={name} value={String(values[name])} onChange={(e) => onChange(name, e.target.value)}>
                {guestCountChoices(name).map((n) => (
                  <option key={n} value={String(n)}>
                    {digits(n)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
    </>
  )
}
