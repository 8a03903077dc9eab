import { flightLabelsIn, flightTexts } from '../../forms/flight-request'
import { useLocale } from '../../content/use-words'
import { CheckboxField } from '../fields/CheckboxField'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import { TextAreaField } from '../fields/TextAreaField'
import { TextField } from '../fields/TextField'
import type { FlightFieldProps } from './field-props'

/** Airline, budget, direct flights, baggage, meals, seats and anything else the traveller needs. */
export function FlightPreferenceFields({ values, errors, setField }: FlightFieldProps) {
  const locale = useLocale()
  const texts = flightTexts(locale)
  const flightLabels = flightLabelsIn(locale)
  const select = (name: 'preferredAirline' | 'budget' | 'mealPreferences', prompt: string | null) => (
    <SelectField
      name={name}
      label={flightLabels[name]}
      required={false}
      prompt={prompt}
      options={texts.options[name]}
      value={values[name]}
      error={errors[name]}
      onChange={(v) => setField(name, v)}
    />
  )
  const text = (name: 'baggageRequirements' | 'seatPreferences') => (
    <TextField
      name={name}
      label={flightLabels[name]}
      placeholder={texts.placeholders[name]}
      value={values[name]}
      error={errors[name]}
      onChange={(v) => setField(name, v)}
    />
  )
  return (
    <FormSection title={texts.sections.preferences}>
      {select('preferredAirline', null)}
      {select('budget', texts.choosePrompt)}
      {select('mealPreferences', null)}
      {text('seatPreferences')}
      {text('baggageRequirements')}
      <CheckboxField name="directFlights" label={flightLabels.directFlights} checked={values.directFlights} onChange={(v) => setField('directFlights', v)} />
      <TextAreaField
        name="specialRequests"
        label={flightLabels.specialRequests}
        value={values.specialRequests}
        error={errors.specialRequests}
        onChange={(v) => setField('specialRequests', v)}
      />
    </FormSection>
  )
}
