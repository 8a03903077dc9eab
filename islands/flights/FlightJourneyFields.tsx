import { MULTI_CITY, ROUND_TRIP, emptyLeg, flightLabelsIn, flightTexts } from '../../forms/flight-request'
import { useLocale } from '../../content/react/use-words'
import { RadioChoices } from '../ui/RadioChoices'
import { CheckboxField } from '../fields/CheckboxField'
import { FormSection } from '../fields/FormSection'
import { TextField } from '../fields/TextField'
import type { FlightFieldProps } from './field-props'
import { FlightLegFields } from './FlightLegFields'

/**
 * Round trip, one way or multi-city, the two cities and the dates: the return date only for a
 * round trip, the further flights only for a multi-city trip (which starts with one).
 */
export function FlightJourneyFields({ values, errors, setField, today }: FlightFieldProps & { today?: string }) {
  const roundTrip = values.tripType === ROUND_TRIP
  const locale = useLocale()
  const texts = flightTexts(locale)
  const flightLabels = flightLabelsIn(locale)
  const text = (name: 'departureCity' | 'arrivalCity') => (
    <TextField
      name={name}
      label={flightLabels[name]}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(v) => setField(name, v)}
      placeholder={texts.placeholders[name]}
    />
  )
  return (
    <FormSection title={texts.sections.journey}>
      <RadioChoices
        legend={flightLabels.tripType}
        name="tripType"
        options={texts.options.tripType}
        value={values.tripType}
        error={errors.tripType}
        onChange={(v) => {
          setField('tripType', v)
          if (v === MULTI_CITY && values.legs.length === 0) setField('legs', [emptyLeg()])
        }}
      />
      {text('departureCity')}
      {text('arrivalCity')}
      <TextField
        name="departureDate"
        type="date"
        label={flightLabels.departureDate}
        required
        min={today}
        value={values.departureDate}
        error={errors.departureDate}
        onChange={(v) => setField('departureDate', v)}
      />
      {roundTrip && (
        <TextField
          name="returnDate"
          type="date"
          label={flightLabels.returnDate}
          required
          min={values.departureDate || today}
          value={values.returnDate}
          error={errors.returnDate}
          onChange={(v) => setField('returnDate', v)}
        />
      )}
      {values.tripType === MULTI_CITY && <FlightLegFields values={values} errors={errors} setField={setField} today={today} />}
      <CheckboxField name="flexibleDates" label={flightLabels.flexibleDates} checked={values.flexibleDates} onChange={(v) => setField('flexibleDates', v)} />
    </FormSection>
  )
}
