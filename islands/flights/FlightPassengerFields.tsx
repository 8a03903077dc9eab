import { flightLabelsIn, flightTexts, passengerChoices, type PassengerField } from '../../forms/flight-request'
import { formatFor } from '../../content/browser/format'
import { useLocale } from '../../content/react/use-words'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import type { FlightFieldProps } from './field-props'

const COUNTS: readonly PassengerField[] = ['adults', 'children', 'infants']

/** Adults, children and infants (their ages under each) and the class of travel. */
export function FlightPassengerFields({ values, errors, setField }: FlightFieldProps) {
  const locale = useLocale()
  const texts = flightTexts(locale)
  const flightLabels = flightLabelsIn(locale)
  const { digits } = formatFor(locale)
  return (
    <FormSection title={texts.sections.passengers}>
      <div className="flights-form__counts field--wide">
        {COUNTS.map((name) => (
          <SelectField
            key={name}
            name={name}
            label={flightLabels[name]}
            required={name === 'adults'}
            prompt={null}
            hint={texts.hints[name]}
            options={passengerChoices(name).map((n) => ({ value: n, label: digits(n) }))}
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
        options={texts.options.class}
        value={values.class}
        error={errors.class}
        onChange={(v) => setField('class', v)}
      />
    </FormSection>
  )
}
