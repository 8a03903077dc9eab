import { GROUP_SIZES, transportLabelsIn, transportOptionsIn, transportTexts } from '../../forms/transport-booking'
import { formatFor } from '../../content/browser/format'
import { useLocale } from '../../content/react/use-words'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import type { TransportFieldProps } from './field-props'
import { formField } from '../fields/section-props'

/** The service (preset by the button pressed), the vehicle, passengers and large bags. */
export function TransportServiceFields(form: TransportFieldProps) {
  const { setField } = form
  const locale = useLocale()
  const texts = transportTexts(locale)
  const transportLabels = transportLabelsIn(locale)
  const transportOptions = transportOptionsIn(locale)
  const sizes = GROUP_SIZES.map((n) => ({ value: n, label: formatFor(locale).digits(n) }))
  return (
    <FormSection title={texts.sections.service}>
      <SelectField {...formField(form, transportLabels, 'serviceType')} prompt={texts.choosePrompt} options={transportOptions.serviceType} />
      <SelectField {...formField(form, transportLabels, 'vehicleType')} required={false} prompt={texts.anyVehicle} options={transportOptions.vehicleType} />
      <SelectField {...formField(form, transportLabels, 'passengers')} prompt={null} options={sizes} onChange={(v) => setField('passengers', Number(v))} />
      <SelectField {...formField(form, transportLabels, 'luggage')} required={false} prompt={texts.choosePrompt} options={sizes} />
    </FormSection>
  )
}
