import type { FormOption } from '../../forms/_shared/fields'
import { emergencyFields } from '../../forms/visa-application'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsProps, type SectionProps } from '../fields/section-props'
import { SelectField } from '../fields/SelectField'

export type EmergencyField = 'emergencyName' | 'emergencyPhone' | 'emergencyRelation'

/** Someone to call if something happens while travelling (every application); the relations in the page's language. */
export function EmergencyContactFields(props: SectionProps<EmergencyField> & { relations: readonly FormOption[] }) {
  const { labels, values, errors, onChange, relations } = props
  return (
    <>
      <DefinedFields fields={emergencyFields} {...definedFieldsProps(props)} />
      <SelectField
        name="emergencyRelation"
        label={labels.emergencyRelation}
        options={relations}
        value={values.emergencyRelation}
        error={errors.emergencyRelation}
        onChange={(value) => onChange('emergencyRelation', value)}
      />
    </>
  )
}
