import { TRANSPORT_FORM, transportLabelsIn, transportOptionsIn, transportTexts } from '../../forms/transport-booking'
import { useLocale } from '../../content/react/use-words'
import { useToday } from '../flights/use-today'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'
import type { TransportFieldProps } from './field-props'
import { formField } from '../fields/section-props'

type Place = 'pickupLocation' | 'dropoffLocation'

/** Where from and to ("Other" asks where), when, the return, the flight and the hotel. */
export function TransportJourneyFields(form: TransportFieldProps) {
  const { values, errors, setField } = form
  const today = useToday()
  const locale = useLocale()
  const texts = transportTexts(locale)
  const transportLabels = transportLabelsIn(locale)
  const place = (name: Place) => {
    const other = `${name}Other` as const
    return (
      <>
        <SelectField {...formField(form, transportLabels, name)} prompt={texts.choosePrompt} options={transportOptionsIn(locale).location} />
        {values[name] === TRANSPORT_FORM.otherLocation && (
          <TextField name={other} label={transportLabels[other]} required value={values[other]} error={errors[other]} onChange={(v) => setField(other, v)} />
        )}
      </>
    )
  }
  const field = (
    name: 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime' | 'flightNumber' | 'hotelName',
    type: string,
    required = false,
    min?: string,
  ) => (
    <TextField
      {...formField(form, transportLabels, name)}
      type={type}
      required={required}
      min={min}
      placeholder={name === 'flightNumber' || name === 'hotelName' ? texts.placeholders[name] : undefined}
    />
  )
  return (
    <FormSection title={texts.sections.journey}>
      {place('pickupLocation')}
      {place('dropoffLocation')}
      {field('pickupDate', 'date', true, today)}
      {field('pickupTime', 'time', true)}
      {field('returnDate', 'date', false, values.pickupDate || today)}
      {field('returnTime', 'time')}
      {field('flightNumber', 'text')}
      {field('hotelName', 'text')}
    </FormSection>
  )
}
