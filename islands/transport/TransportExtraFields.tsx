import { CHILD_SEATS, TRANSPORT_FORM, transportLabels } from '../../forms/transport-booking'
import { CheckboxField } from '../fields/CheckboxField'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import { TextAreaField } from '../fields/TextAreaField'
import type { TransportFieldProps } from './field-props'

const seats = Array.from({ length: CHILD_SEATS.max - CHILD_SEATS.min + 1 }, (_, i) => CHILD_SEATS.min + i).map((n) => ({
  value: n,
  label: n === CHILD_SEATS.max ? `${n}+` : String(n),
}))

const CHECKBOXES = ['wheelchairAccess', 'femaleDriver', 'meetGreet'] as const

/** Child seats, wheelchair access, a female driver, meet and greet, and anything else. */
export function TransportExtraFields({ values, errors, setField }: TransportFieldProps) {
  return (
    <FormSection title={TRANSPORT_FORM.sections.extras}>
      <SelectField
        name="childSeats"
        label={transportLabels.childSeats}
        required={false}
        prompt={null}
        hint={TRANSPORT_FORM.childSeatsNote}
        options={seats}
        value={values.childSeats}
        error={errors.childSeats}
        onChange={(v) => setField('childSeats', Number(v))}
      />
      {CHECKBOXES.map((name) => (
        <CheckboxField key={name} name={name} label={transportLabels[name]} checked={values[name]} error={errors[name]} onChange={(v) => setField(name, v)} />
      ))}
      <TextAreaField
        name="specialRequests"
        label={transportLabels.specialRequests}
        value={values.specialRequests}
        error={errors.specialRequests}
        onChange={(v) => setField('specialRequests', v)}
      />
    </FormSection>
  )
}
