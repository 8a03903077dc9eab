import { todayFor, type FormOption } from '../../forms/_shared/fields'
import { PersonFields } from './PersonFields'
import type { SectionProps } from './section-props'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'

export type ApplicantField = 'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth' | 'nationality'

/** Who is applying: names as in the passport, contact details, date of birth, nationality. */
export function ApplicantFields({ labels, values, errors, onChange, nationalities }: SectionProps<ApplicantField> & { nationalities: readonly FormOption[] }) {
  return (
    <>
      <PersonFields labels={labels} values={values} errors={errors} onChange={onChange} />
      <TextField
        name="dateOfBirth"
        label={labels.dateOfBirth}
        required
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={todayFor('past')}
        value={values.dateOfBirth}
        error={errors.dateOfBirth}
        onChange={(value) => onChange('dateOfBirth', value)}
      />
      <SelectField
        name="nationality"
        label={labels.nationality}
        options={nationalities}
        value={values.nationality}
        error={errors.nationality}
        onChange={(value) => onChange('nationality', value)}
      />
    </>
  )
}
