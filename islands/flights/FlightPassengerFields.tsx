import { FLIGHT_FORM, flightLabels, flightOptions, passengerChoices, type PassengerField } from '../../forms/flight-request'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import type { FlightFieldProps } from './field-props'

const COUNTS: readonly PassengerField[] = ['adults', 'children', 'infants']

/** Adults, children and infants (their ages under each) and the class of travel. */
export function FlightPassengerFields({ values, errors, setField }: FlightFieldProps) {
  return (
    <FormSection title={FLIGHT_FORM.sections.passengers}>
      <div className="flights-form__counts field--wide">
        {COUNTS.map((name) => (
          <SelectField
            key={name}
            name={name}
            label={flightLabels[name]}
            required={name === 'adults'}
            prompt={null}
            hint={FLIGHT_FORM.hints[name]}
            options={passengerChoices(name).map((n) => ({ value: n, label: String(n) }))}
            value={values[name]}
            error={errors[name]}
            onChange={(v) => setField(name, Number(v))}
          />
        ))}
      </div>
      <SelectField
        name="class"
        label={flightLabels.class}
        prompt={null}
        options={flightOptions.class}
        value={values.class}
        error={errors.class}
        onChange={(v) => setField('class', v)}
      />
    </FormSection>
  )
}
