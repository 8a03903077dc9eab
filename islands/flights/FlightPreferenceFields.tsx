import { flightLabelsIn, flightTexts } from '../../forms/flight-request'
import { useLocale } from '../../content/react/use-words'
import { CheckboxField } from '../fields/CheckboxField'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import { TextAreaField } from '../fields/TextAreaField'
import { TextField } from '../fields/TextField'
import type { FlightFieldProps } from './field-props'
import { formField } from '../fields/section-props'

/** Airline, budget, direct flights, baggage, meals, seats and anything else the traveller needs. */
export function FlightPreferenceFields(form: FlightFieldProps) {
  const { values, setField } = form
  const locale = useLocale()
  const texts = flightTexts(locale)
  const flightLabels = flightLabelsIn(locale)
  const select = (name: 'preferredAirline' | 'budget' | 'mealPreferences', prompt: string | null) => (
    <SelectField {...formField(form, flightLabels, name)} required={false} prompt={prompt} options={texts.options[name]} />
  )
  const text = (name: 'baggageRequirements' | 'seatPreferences') => (
    <TextField {...formField(form, flightLabels, name)} placeholder={texts.placeholders[name]} />
  )
  return (
    <FormSection title={texts.sections.preferences}>
      {select('preferredAirline', null)}
      {select('budget', texts.choosePrompt)}
      {select('mealPreferences', null)}
      {text('seatPreferences')}
      {text('baggageRequirements')}
      <CheckboxField name="directFlights" label={flightLabels.directFlights} checked={values.directFlights} onChange={(v) => setField('directFlights', v)} />
      <TextAreaField {...formField(form, flightLabels, 'specialRequests')} />
    </FormSection>
  )
}
