import { useRef } from 'react'
import { FLIGHT_FORM, flightLabels, flightRequestDefaults, flightRequestSchema, passengerCount } from '../forms/flight-request'
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

export interface FlightQuoteFormProps {
  captcha: CaptchaConfig
}

/** The flight quote form of /flights, filled in by the destination cards' Request Quote too. */
export default function FlightQuoteForm({ captcha }: FlightQuoteFormProps) {
  const form = useEnquiryForm({
    endpoint: '/.netlify/functions/send-flight-request-email',
    initialValues: { ...flightRequestDefaults },
    schema: flightRequestSchema,
    failureText: FLIGHT_FORM.failureText,
    prepareBody: (body) => Promise.resolve({ fields: { passengers: passengerCount(body) } }),
  })
  const { values, errors, setField } = form
  const formRef = useRef<HTMLFormElement>(null)
  const messageRef = useRevealMessage(form.message)
  const today = useToday()
  useDestinationRequests(formRef, (city) => setField('arrivalCity', city))
  const fields = { values, errors, setField }
  return (
    <form ref={formRef} className="visa-form flights-form" onSubmit={form.submit} noValidate aria-label={FLIGHT_FORM.heading}>
      <FlightJourneyFields {...fields} today={today} />
      <FlightPassengerFields {...fields} />
      <FlightPreferenceFields {...fields} />
      <FormSection title={FLIGHT_FORM.sections.contact}>
        <HotelGuestFields values={values} errors={errors} onChange={setField} labels={flightLabels} />
      </FormSection>
      <div className="flights-form__send">
        <Captcha config={captcha} theme="dark" ref={form.captchaRef} />
        <button type="submit" className="button button--primary button--large" disabled={form.submitting}>
          {form.submitting ? FLIGHT_FORM.sendingLabel : FLIGHT_FORM.submitLabel}
        </button>
      </div>
      <div ref={messageRef}>
        <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
      </div>
    </form>
  )
}
