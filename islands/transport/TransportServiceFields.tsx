import { GROUP_SIZES, transportLabelsIn, transportOptionsIn, transportTexts } from '../../forms/transport-booking'
import { formatFor } from '../../content/format'
import { useLocale } from '../../content/use-words'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import type { TransportFieldProps } from './field-props'

/** The service (preset by the button pressed), the vehicle, passengers and large bags. */
export function TransportServiceFields({ values, errors, setField }: TransportFieldProps) {
  const locale = useLocale()
  const texts = transportTexts(locale)
  const transportLabels = transportLabelsIn(locale)
  const transportOptions = transportOptionsIn(locale)
  const sizes = GROUP_SIZES.map((n) => ({ value: n, label: formatFor(locale).digits(n) }))
  return (
    <FormSection title={texts.sections.service}>
      <SelectField
        name="serviceType"
        label={transportLabels.serviceType}
        prompt={texts.choosePrompt}
        options={transportOptions.serviceType}
        value={values.serviceType}
        error={errors.serviceType}
        onChange={(v) => setField('serviceType', v)}
      />
      <SelectField
        name="vehicleType"
        label={transportLabels.vehicleType}
        required={false}
        prompt={texts.anyVehicle}
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
        prompt={texts.choosePrompt}
        options={sizes}
        value={values.luggage}
        error={errors.luggage}
        onChange={(v) => setField('luggage', v)}
      />
    </FormSection>
  )
}
