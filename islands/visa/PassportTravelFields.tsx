import { todayFor, type FormOption } from '../../forms/_shared/fields'
import type { SectionProps } from '../fields/section-props'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'

export type PassportTravelField = 'passportNumber' | 'passportExpiry' | 'travelDate' | 'returnDate' | 'purposeOfVisit' | 'duration'

/** The passport and the journey (Saudi and Schengen applications). */
export function PassportTravelFields({
  labels,
  values,
  errors,
  onChange,
  purposes,
  hints,
}: SectionProps<PassportTravelField> & { purposes: readonly FormOption[]; hints: { passportExpiry: string; duration: string } }) {
  const today = todayFor('not-past')
  const field = (name: PassportTravelField, extra: { required?: boolean; type?: string; min?: string; hint?: string }) => (
    <TextField name={name} label={labels[name]} value={values[name]} error={errors[name]} onChange={(value) => onChange(name, value)} {...extra} />
  )
  return (
    <>
      {field('passportNumber', { required: true })}
      {field('passportExpiry', { required: true, type: 'date', min: today, hint: hints.passportExpiry })}
      {field('travelDate', { required: true, type: 'date', min: today })}
      {field('returnDate', { type: 'date', min: values.travelDate && values.travelDate >= today ? values.travelDate : today })}
      <SelectField
        name="purposeOfVisit"
        label={labels.purposeOfVisit}
        options={purposes}
        value={values.purposeOfVisit}
        error={errors.purposeOfVisit}
        onChange={(value) => onChange('purposeOfVisit', value)}
      />
      {field('duration', { hint: hints.duration })}
    </>
  )
}
