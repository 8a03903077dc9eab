import { MULTI_CITY_FLIGHTS, emptyLeg, flightTexts, legField, legHeading, type FlightLeg } from '../../forms/flight-request'
import { formatFor } from '../../content/browser/format'
import { useLocale } from '../../content/react/use-words'
import { fill } from '../../forms/_shared/messages'
import { TextField } from '../fields/TextField'
import type { FlightFieldProps } from './field-props'

const PARTS = ['from', 'to', 'date'] as const

/** A multi-city trip's further flights (the first is the From, To and Departure date above), each removable, and Add another flight. */
export function FlightLegFields({ values, errors, setField, today }: FlightFieldProps & { today?: string }) {
  const legs = values.legs
  const locale = useLocale()
  const words = flightTexts(locale).legs
  const change = (index: number, part: keyof FlightLeg, value: string) =>
    setField(
      'legs',
      legs.map((leg, i) => (i === index ? { ...leg, [part]: value } : leg)),
    )
  const remove = (index: number) =>
    setField(
      'legs',
      legs.filter((_, i) => i !== index),
    )
  const earliest = (index: number) => (index === 0 ? values.departureDate : legs[index - 1]?.date) || today
  return (
    <>
      {legs.map((leg, index) => (
        // Flights are added and removed only at their place in the list; the index is their identity.
        <fieldset key={index} className="flights-form__leg field--wide">
          <legend className="flights-form__leg-heading">{legHeading(index, locale)}</legend>
          {PARTS.map((part) => (
            <TextField
              key={part}
              name={legField(index, part)}
              type={part === 'date' ? 'date' : 'text'}
              label={words[part]}
              required
              min={part === 'date' ? earliest(index) : undefined}
              value={leg[part]}
              error={errors[legField(index, part)]}
              onChange={(v) => change(index, part, v)}
            />
          ))}
          {legs.length > MULTI_CITY_FLIGHTS.min - 1 && (
            <button type="button" className="button button--outline flights-form__leg-remove" onClick={() => remove(index)}>
              {fill(words.remove, { number: formatFor(locale).digits(index + 2) })}
            </button>
          )}
        </fieldset>
      ))}
      {errors.legs && <p className="field__error field--wide">{errors.legs}</p>}
      {legs.length < MULTI_CITY_FLIGHTS.max - 1 && (
        <button type="button" className="button button--outline flights-form__leg-add" onClick={() => setField('legs', [...legs, emptyLeg()])}>
          {words.add}
        </button>
      )}
    </>
  )
}
