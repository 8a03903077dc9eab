import { hotelBookingDefaults, hotelBookingSchema, hotelBookingEndpoint } from '../../forms/hotel-booking'
import { hotelStayLabelsIn, hotelTexts } from '../../forms/hotel-request-fields'
import type { CaptchaConfig } from '../forms/Captcha'
import { WindowFormEnd } from '../forms/WindowFormEnd'
import { TextAreaField } from '../fields/TextAreaField'
import { useEnquiryForm } from '../forms/use-enquiry-form'
import { HotelGuestFields } from './HotelGuestFields'
import { HotelStayFields } from './HotelStayFields'
import { useCloseAfterSuccess } from '../forms/use-close-after-success'
import { useLocale, useWords } from '../../content/react/use-words'

export interface BookedHotel {
  name: string
  city: string
  distance: string
  /** The same in English, which the agency reads, when the page shows them in another language. */
  english?: { name: string; city: string; distance: string }
}

const COUNT_FIELDS: ReadonlySet<string> = new Set(['adults', 'children', 'rooms'])

/** The booking request for one hotel; its name, city and distance are sent with the visitor's fields. */
export function HotelBookingForm({ hotel, captcha, onClose }: { hotel: BookedHotel; captcha: CaptchaConfig; onClose: () => void }) {
  const t = useWords()
  const locale = useLocale()
  const words = hotelTexts(locale).booking
  const form = useEnquiryForm({
    endpoint: hotelBookingEndpoint.path,
    initialValues: { ...hotelBookingDefaults },
    schema: hotelBookingSchema,
    failureText: words.failureText,
    extra: { hotelName: (hotel.english ?? hotel).name, hotelCity: (hotel.english ?? hotel).city, hotelDistance: (hotel.english ?? hotel).distance },
    onSuccess: useCloseAfterSuccess(onClose),
  })
  const { values, setField, errors } = form
  return (
    <form className="hotels-form" onSubmit={form.submit} noValidate aria-label={t('hotelForms.bookingName')}>
      <div className="form-grid">
        <HotelGuestFields values={values} errors={errors} onChange={setField} />
        <HotelStayFields values={values} errors={errors} onChange={(field, value) => setField(field, COUNT_FIELDS.has(field) ? Number(value) : value)} />
        <TextAreaField
          name="specialRequests"
          label={hotelStayLabelsIn(locale).specialRequests}
          value={values.specialRequests}
          error={errors.specialRequests}
          placeholder={t('hotelForms.bookingRequestsPlaceholder')}
          onChange={(value) => setField('specialRequests', value)}
        />
      </div>
      <WindowFormEnd form={form} captcha={captcha} submitLabel={words.submitLabel} onCancel={onClose} className="hotels-form__actions" />
    </form>
  )
}
