import {
  GLOBAL_HOTEL_FAILURE_TEXT,
  globalHotelLabels,
  globalHotelRequestDefaults,
  globalHotelRequestSchema,
  hotelBudgetOptions,
  hotelCategoryOptions,
} from '../../forms/global-hotel-request'
import { FormActions } from '../forms/FormActions'
import { Captcha, type CaptchaConfig } from '../forms/Captcha'
import { Field } from '../forms/Field'
import { FormMessage } from '../forms/FormMessage'
import { useEnquiryForm } from '../forms/use-enquiry-form'
import { HotelGuestFields } from './HotelGuestFields'
import { HotelStayFields } from './HotelStayFields'
import { useCloseAfterSuccess } from '../forms/use-close-after-success'
import { useRevealMessage } from '../forms/use-reveal-message'
import { words } from '../../content/words'

/** The worldwide hotel request: destination, stay, category and budget per night. */
export function GlobalHotelRequestForm({ captcha, onClose }: { captcha: CaptchaConfig; onClose: () => void }) {
  const form = useEnquiryForm({
    endpoint: '/.netlify/functions/send-global-hotel-request-email',
    initialValues: { ...globalHotelRequestDefaults },
    schema: globalHotelRequestSchema,
    failureText: GLOBAL_HOTEL_FAILURE_TEXT,
    onSuccess: useCloseAfterSuccess(onClose),
  })
  const { values, setField, errors } = form
  const messageRef = useRevealMessage(form.message)
  const choices = [
    { name: 'hotelCategory', options: hotelCategoryOptions, empty: words.forms.noPreference },
    { name: 'budget', options: hotelBudgetOptions, empty: words.forms.noPreference },
  ] as const
  return (
    <form className="hotels-form" onSubmit={form.submit} noValidate aria-label={words.hotelForms.worldwideName}>
      <div className="form-grid">
        <HotelGuestFields values={values} errors={errors} onChange={setField} />
        <Field label={globalHotelLabels.destination} required error={errors.destination} className="field--wide">
          {(p) => (
            <input
              {...p}
              name="destination"
              type="text"
              placeholder={words.hotelForms.cityPlaceholder}
              value={values.destination}
              onChange={(e) => setField('destination', e.target.value)}
            />
          )}
        </Field>
        <HotelStayFields values={values} errors={errors} onChange={setField} />
        {choices.map(({ name, options, empty }) => (
          <Field key={name} label={globalHotelLabels[name]} error={errors[name]}>
            {(p) => (
              <select {...p} name={name} value={values[name]} onChange={(e) => setField(name, e.target.value)}>
                <option value="">{empty}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
        <Field label={globalHotelLabels.specialRequests} error={errors.specialRequests} className="field--wide">
          {(p) => (
            <textarea
              {...p}
              name="specialRequests"
              rows={3}
              placeholder={words.hotelForms.worldwideRequestsPlaceholder}
              value={values.specialRequests}
              onChange={(e) => setField('specialRequests', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Captcha config={captcha} ref={form.captchaRef} />
      <FormActions submitting={form.submitting} submitLabel="Submit Request" onCancel={onClose} className="hotels-form__actions" />
      <div ref={messageRef}>
        <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
      </div>
    </form>
  )
}
