import { emergencyFields, emergencyRelationOptions } from '../../forms/visa-application'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsProps, type SectionProps } from '../fields/section-props'
import { SelectField } from '../fields/SelectField'

export type EmergencyField = 'emergencyName' | 'emergencyPhone' | 'emergencyRelation'

/** Someone to call if something happens while travelling (every application). */
export function EmergencyContactFields(props: SectionProps<EmergencyField>) {
  const { labels, values, errors, onChange } = props
  return (
    <>
      <DefinedFields fields={emergencyFields} {...definedFieldsProps(props)} />
      <SelectField
        name="emergencyRelation"
        label={labels.emergencyRelation}
        options={emergencyRelationOptions}
        value={values.emergencyRelation}
        error={errors.emergencyRelation}
        onChange={(value) => onChange('emergencyRelation', value)}
      />
    </>
  )
}
