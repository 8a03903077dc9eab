import { todayFor, type FormOption } from '../../forms/_shared/fields'
import { applicationPersonFields } from '../../forms/visa-application'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsProps, sectionField, type SectionProps } from '../fields/section-props'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'

export type ApplicantField = 'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth' | 'nationality'

/** Who is applying: names as in the passport, contact details, date of birth, nationality. */
export function ApplicantFields(props: SectionProps<ApplicantField> & { nationalities: readonly FormOption[] }) {
  const { nationalities } = props
  return (
    <>
      <DefinedFields fields={applicationPersonFields} {...definedFieldsProps(props)} />
      <TextField {...sectionField(props, 'dateOfBirth')} required type="date" autoComplete="bday" min="1900-01-01" max={todayFor('past')} />
      <SelectField {...sectionField(props, 'nationality')} options={nationalities} />
    </>
  )
}
