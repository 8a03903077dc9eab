import type { FormOption } from '../../forms/_shared/fields'
import { sectionField, type SectionProps } from '../fields/section-props'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'

type ServiceField = 'serviceType' | 'passportNumber'

/** The service wanted (preset to the tab the form was opened from) and the passport, if any. */
export function BangladeshServiceFields(props: SectionProps<ServiceField> & { services: readonly FormOption[] }) {
  return (
    <>
      <SelectField {...sectionField(props, 'serviceType')} options={props.services} />
      <TextField {...sectionField(props, 'passportNumber')} />
    </>
  )
}
