import { CHILD_SEATS, transportLabelsIn, transportTexts } from '../../forms/transport-booking'
import { formatFor } from '../../content/browser/format'
import { useLocale } from '../../content/react/use-words'
import type { Locale } from '../../content/browser/locale'
import { CheckboxField } from '../fields/CheckboxField'
import { FormSection } from '../fields/FormSection'
import { SelectField } from '../fields/SelectField'
import { TextAreaField } from '../fields/TextAreaField'
import type { TransportFieldProps } from './field-props'
import { formField } from '../fields/section-props'

const seatsIn = (locale: Locale) =>
  Array.from({ length: CHILD_SEATS.max - CHILD_SEATS.min + 1 }, (_, i) => CHILD_SEATS.min + i).map((n) => ({
    value: n,
    label: n === CHILD_SEATS.max ? `${formatFor(locale).digits(n)}+` : formatFor(locale).digits(n),
  }))

const CHECKBOXES = ['wheelchairAccess', 'femaleDriver', 'meetGreet'] as const

/** Child seats, wheelchair access, a female driver, meet and greet, and anything else. */
export function TransportExtraFields(form: TransportFieldProps) {
  const { values, errors, setField } = form
  const locale = useLocale()
  const texts = transportTexts(locale)
  const transportLabels = transportLabelsIn(locale)
  return (
    <FormSection title={texts.sections.extras}>
      <SelectField
        {...formField(form, transportLabels, 'childSeats')}
        required={false}
        prompt={null}
        hint={texts.childSeatsNote}
        options={seatsIn(locale)}
        onChange={(v) => setField('childSeats', Number(v))}
      />
      {CHECKBOXES.map((name) => (
        <CheckboxField key={name} name={name} label={transportLabels[name]} checked={values[name]} error={errors[name]} onChange={(v) => setField(name, v)} />
      ))}
      <TextAreaField {...formField(form, transportLabels, 'specialRequests')} />
    </FormSection>
  )
}
