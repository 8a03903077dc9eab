import type { FormOption } from '../../forms/_shared/fields'
import { emergencyFields } from '../../forms/visa-application'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsProps, sectionField, type SectionProps } from '../fields/section-props'
import { SelectField } from '../fields/SelectField'

type EmergencyField = 'emergencyName' | 'emergencyPhone' | 'emergencyRelation'

/** Someone to call if something happens while travelling (every application); the relations in the page's language. */
export function EmergencyContactFields(props: SectionProps<EmergencyField> & { relations: readonly FormOption[] }) {
  return (
    <>
      <DefinedFields fields={emergencyFields} {...definedFieldsProps(props)} />
      <SelectField {...sectionField(props, 'emergencyRelation')} options={props.relations} />
    </>
  )
}
