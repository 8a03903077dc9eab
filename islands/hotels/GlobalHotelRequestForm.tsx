import {
  globalHotelLabelsIn,
  globalHotelRequestDefaults,
  globalHotelRequestSchema,
  worldwideTexts,
  globalHotelRequestEndpoint,
} from '../../forms/global-hotel-request'
import type { CaptchaConfig } from '../forms/Captcha'
import { WindowFormEnd } from '../forms/WindowFormEnd'
import { Field } from '../forms/Field'
import { TextAreaField } from '../fields/TextAreaField'
import { SelectField } from '../fields/SelectField'
import { useEnquiryForm } from '../forms/use-enquiry-form'
import { HotelGuestFields } from './HotelGuestFields'
import { HotelStayFields } from './HotelStayFields'
import { useCloseAfterSuccess } from '../forms/use-close-after-success'
import { useLocale, useWords } from '../../content/react/use-words'

/** The worldwide hotel request: destination, stay, category and budget per night. */
export function GlobalHotelRequestForm({ captcha, onClose }: { captcha: CaptchaConfig; onClose: () => void }) {
  const t = useWords()
  const locale = useLocale()
  const words = worldwideTexts(locale)
  const globalHotelLabels = globalHotelLabelsIn(locale)
  const form = useEnquiryForm({
    endpoint: globalHotelRequestEndpoint.path,
    initialValues: { ...globalHotelRequestDefaults },
    schema: globalHotelRequestSchema,
    failureText: words.failureText,
    onSuccess: useCloseAfterSuccess(onClose),
  })
  const { values, setField, errors } = form
  const choices = [
    { name: 'hotelCategory', options: words.categories, empty: t('forms.noPreference') },
    { name: 'budget', options: words.budgets, empty: t('forms.noPreference') },
  ] as const
  return (
    <form className="hotels-form" onSubmit={form.submit} noValidate aria-label={t('hotelForms.worldwideName')}>
      <div className="form-grid">
        <HotelGuestFields values={values} errors={errors} onChange={setField} />
        <Field label={globalHotelLabels.destination} required error={errors.destination} className="field--wide">
          {(p) => (
            <input
              {...p}
              name="destination"
              type="text"
              placeholder={t('hotelForms.cityPlaceholder')}
              value={values.destination}
              onChange={(e) => setField('destination', e.target.value)}
            />
          )}
        </Field>
        <HotelStayFields values={values} errors={errors} onChange={setField} />
        {choices.map(({ name, options, empty }) => (
          <SelectField
            key={name}
            name={name}
            label={globalHotelLabels[name]}
            required={false}
            prompt={empty}
            options={options}
            value={values[name]}
            error={errors[name]}
            onChange={(value) => setField(name, value)}
          />
        ))}
        <TextAreaField
          name="specialRequests"
          label={globalHotelLabels.specialRequests}
          value={values.specialRequests}
          error={errors.specialRequests}
          placeholder={t('hotelForms.worldwideRequestsPlaceholder')}
          onChange={(value) => setField('specialRequests', value)}
        />
      </div>
      <WindowFormEnd form={form} captcha={captcha} submitLabel={words.submitLabel} onCancel={onClose} className="hotels-form__actions" />
    </form>
  )
}
