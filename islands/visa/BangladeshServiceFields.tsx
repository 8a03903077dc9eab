import type { FormOption } from '../../forms/_shared/fields'
import type { SectionProps } from '../fields/section-props'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'

type ServiceField = 'serviceType' | 'passportNumber'

/** The service wanted (preset to the tab the form was opened from) and the passport, if any. */
export function BangladeshServiceFields({ labels, values, errors, onChange, services }: SectionProps<ServiceField> & { services: readonly FormOption[] }) {
  return (
    <>
      <SelectField
        name="serviceType"
        label={labels.serviceType}
        options={services}
        value={values.serviceType}
        error={errors.serviceType}
        onChange={(value) => onChange('serviceType', value)}
      />
      <TextField
        name="passportNumber"
        label={labels.passportNumber}
        value={values.passportNumber}
        error={errors.passportNumber}
        onChange={(value) => onChange('passportNumber', value)}
      />
    </>
  )
}
