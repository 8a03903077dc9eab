import { GROUP_SIZES, TRANSPORT_FORM, transportLabels, transportOptions } from '../../forms/transport-booking'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import type { TransportFieldProps } from './field-props'

const sizes = GROUP_SIZES.map((n) => ({ value: n, label: String(n) }))

/** The service (preset by the button pressed), the vehicle, passengers and large bags. */
export function TransportServiceFields({ values, errors, setField }: TransportFieldProps) {
  return (
    <FormSection title={TRANSPORT_FORM.sections.service}>
      <SelectField
        name="serviceType"
        label={transportLabels.serviceType}
        prompt={TRANSPORT_FORM.choosePrompt}
        options={transportOptions.serviceType}
        value={values.serviceType}
        error={errors.serviceType}
        onChange={(v) => setField('serviceType', v)}
      />
      <SelectField
        name="vehicleType"
        label={transportLabels.vehicleType}
        required={false}
        prompt={TRANSPORT_FORM.anyVehicle}
        options={transportOptions.vehicleType}
        value={values.vehicleType}
        error={errors.vehicleType}
        onChange={(v) => setField('vehicleType', v)}
      />
      <SelectField
        name="passengers"
        label={transportLabels.passengers}
        prompt={null}
        options={sizes}
        value={values.passengers}
        error={errors.passengers}
        onChange={(v) => setField('passengers', Number(v))}
      />
      <SelectField
        name="luggage"
        label={transportLabels.luggage}
        required={false}
        prompt={TRANSPORT_FORM.choosePrompt}
        options={sizes}
        value={values.luggage}
        error={errors.luggage}
        onChange={(v) => setField('luggage', v)}
      />
    </FormSection>
  )
}
