import { todayFor, type FormOption } from '../../forms/_shared/fields'
import { sectionField, type SectionProps } from '../fields/section-props'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'

type PassportTravelField = 'passportNumber' | 'passportExpiry' | 'travelDate' | 'returnDate' | 'purposeOfVisit' | 'duration'

/** The passport and the journey (Saudi and Schengen applications). */
export function PassportTravelFields(
  props: SectionProps<PassportTravelField> & { purposes: readonly FormOption[]; hints: { passportExpiry: string; duration: string } },
) {
  const { values, purposes, hints } = props
  const today = todayFor('not-past')
  const field = (name: PassportTravelField, extra: { required?: boolean; type?: string; min?: string; hint?: string }) => (
    <TextField {...sectionField(props, name)} {...extra} />
  )
  return (
    <>
      {field('passportNumber', { required: true })}
      {field('passportExpiry', { required: true, type: 'date', min: today, hint: hints.passportExpiry })}
      {field('travelDate', { required: true, type: 'date', min: today })}
      {field('returnDate', { type: 'date', min: values.travelDate && values.travelDate >= today ? values.travelDate : today })}
      <SelectField {...sectionField(props, 'purposeOfVisit')} options={purposes} />
      {field('duration', { hint: hints.duration })}
    </>
  )
}
