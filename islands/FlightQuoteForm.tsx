import { useRef } from 'react'
import { flightLabelsIn, flightRequestDefaults, flightRequestSchema, flightTexts, passengerCount, flightRequestEndpoint } from '../forms/flight-request'
import { useLocale } from '../content/react/use-words'
import { Captcha, type CaptchaConfig } from './forms/Captcha'
import { FormMessage } from './forms/FormMessage'
import { useEnquiryForm } from './forms/use-enquiry-form'
import { useRevealMessage } from './forms/use-reveal-message'
import { FlightJourneyFields } from './flights/FlightJourneyFields'
import { FlightPassengerFields } from './flights/FlightPassengerFields'
import { FlightPreferenceFields } from './flights/FlightPreferenceFields'
import { useDestinationRequests } from './flights/use-destination-requests'
import { useToday } from './flights/use-today'
import { HotelGuestFields } from './hotels/HotelGuestFields'
import { FormSection } from './fields/FormSection'

/** The words this island needs in the page's language (islands/forms/locale-words.ts). */
export const formWords = ['flight-form']

interface FlightQuoteFormProps {
  captcha: CaptchaConfig
}

/** The flight quote form of /flights, filled in by the destination cards' Request Quote too. */
export default function FlightQuoteForm({ captcha }: FlightQuoteFormProps) {
  const locale = useLocale()
  const texts = flightTexts(locale)
  const form = useEnquiryForm({
    endpoint: flightRequestEndpoint.path,
    initialValues: { ...flightRequestDefaults },
    schema: flightRequestSchema,
    failureText: texts.failureText,
    prepareBody: (body) => Promise.resolve({ fields: { passengers: passengerCount(body) } }),
  })
  const { values, errors, setField } = form
  const formRef = useRef<HTMLFormElement>(null)
  const messageRef = useRevealMessage(form.message)
  const today = useToday()
  useDestinationRequests(formRef, (city) => setField('arrivalCity', city))
  const fields = { values, errors, setField }
  return (
    <form ref={formRef} className="visa-form flights-form" onSubmit={form.submit} noValidate aria-label={texts.heading}>
      <FlightJourneyFields {...fields} today={today} />
      <FlightPassengerFields {...fields} />
      <FlightPreferenceFields {...fields} />
      <FormSection title={texts.sections.contact}>
        <HotelGuestFields values={values} errors={errors} onChange={setField} labels={flightLabelsIn(locale)} />
      </FormSection>
      <div className="flights-form__send">
        <Captcha config={captcha} theme="dark" ref={form.captchaRef} />
        <button type="submit" className="button button--primary button--large" disabled={form.submitting}>
          {form.submitting ? texts.sendingLabel : texts.submitLabel}
        </button>
      </div>
      <div ref={messageRef}>
        <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
      </div>
    </form>
  )
}
