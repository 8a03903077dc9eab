import { emergencyRelationOptions } from '../../forms/visa-application'
import type { SectionProps } from './section-props'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'

export type EmergencyField = 'emergencyName' | 'emergencyPhone' | 'emergencyRelation'

/** Someone to call if something happens while travelling (every application). */
export function EmergencyContactFields({ labels, values, errors, onChange }: SectionProps<EmergencyField>) {
  return (
    <>
      <TextField
        name="emergencyName"
        label={labels.emergencyName}
        required
        value={values.emergencyName}
        error={errors.emergencyName}
        onChange={(value) => onChange('emergencyName', value)}
      />
      <TextField
        name="emergencyPhone"
        label={labels.emergencyPhone}
        required
        type="tel"
        value={values.emergencyPhone}
        error={errors.emergencyPhone}
        onChange={(value) => onChange('emergencyPhone', value)}
      />
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
