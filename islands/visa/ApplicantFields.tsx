import { todayFor, type FormOption } from '../../forms/_shared/fields'
import { applicationPersonFields } from '../../forms/visa-application'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsProps, type SectionProps } from '../fields/section-props'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'

export type ApplicantField = 'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth' | 'nationality'

/** Who is applying: names as in the passport, contact details, date of birth, nationality. */
export function ApplicantFields(props: SectionProps<ApplicantField> & { nationalities: readonly FormOption[] }) {
  const { labels, values, errors, onChange, nationalities } = props
  return (
    <>
      <DefinedFields fields={applicationPersonFields} {...definedFieldsProps(props)} />
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
