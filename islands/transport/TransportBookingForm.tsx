import {
  transportBookingDefaults,
  transportBookingSchema,
  transportFields,
  transportLabelsIn,
  transportOptionsIn,
  transportTexts,
  travellerName,
  transportBookingEndpoint,
} from '../../forms/transport-booking'
import { useLocale } from '../../content/react/use-words'
import type { CaptchaConfig } from '../forms/Captcha'
import { WindowFormEnd } from '../forms/WindowFormEnd'
import { useCloseAfterSuccess } from '../forms/use-close-after-success'
import { useEnquiryForm } from '../forms/use-enquiry-form'
import { RadioChoices } from '../ui/RadioChoices'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsOf } from '../fields/section-props'
import { FormSection } from '../fields/FormSection'
import { TransportExtraFields } from './TransportExtraFields'
import { TransportJourneyFields } from './TransportJourneyFields'
import { TransportServiceFields } from './TransportServiceFields'

/** The booking form of the transport window, opened with a service (and perhaps a vehicle) chosen. */
export function TransportBookingForm({
  service,
  vehicle,
  captcha,
  onClose,
}: {
  service: string
  vehicle?: string
  captcha: CaptchaConfig
  onClose: () => void
}) {
  const locale = useLocale()
  const texts = transportTexts(locale)
  const transportLabels = transportLabelsIn(locale)
  const form = useEnquiryForm({
    endpoint: transportBookingEndpoint.path,
    initialValues: transportBookingDefaults(service, vehicle),
    schema: transportBookingSchema,
    failureText: texts.failureText,
    onSuccess: useCloseAfterSuccess(onClose),
    prepareBody: (body) => Promise.resolve({ fields: { name: travellerName(body) } }),
  })
  const { values, errors, setField } = form
  const fields = { values, errors, setField }
  return (
    <form className="visa-form transport-form" onSubmit={form.submit} noValidate aria-label={texts.windowTitle}>
      <TransportServiceFields {...fields} />
      <TransportJourneyFields {...fields} />
      <TransportExtraFields {...fields} />
      <FormSection title={texts.sections.contact}>
        <DefinedFields fields={transportFields} {...definedFieldsOf(form, transportLabels)} />
        <RadioChoices
          legend={transportLabels.preferredContact}
          name="preferredContact"
          options={transportOptionsIn(locale).preferredContact}
          value={values.preferredContact}
          error={errors.preferredContact}
          onChange={(v) => setField('preferredContact', v)}
        />
      </FormSection>
      <WindowFormEnd form={form} captcha={captcha} submitLabel={texts.submitLabel} onCancel={onClose} className="hotels-form__actions" />
    </form>
  )
}
