import {
  BANGLADESH_SERVICE_FAILURE_TEXT,
  bangladeshNationalityOptions,
  bangladeshServiceDefaults,
  bangladeshServiceFieldsSchema,
  bangladeshServiceLabel,
  bangladeshServiceLabels,
  bangladeshServiceSections,
  type BangladeshService,
} from '../../forms/bangladesh-service'
import { APPLICATION_SUBMIT_LABEL, addressFields } from '../../forms/visa-application'
import { Captcha, type CaptchaConfig } from '../forms/Captcha'
import { FormActions } from '../forms/FormActions'
import { FormMessage } from '../forms/FormMessage'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsProps } from '../fields/section-props'
import { ApplicantFields } from './ApplicantFields'
import { BangladeshServiceFields } from './BangladeshServiceFields'
import { DocumentFields } from './DocumentFields'
import { EmergencyContactFields } from './EmergencyContactFields'
import { FormSection } from '../fields/FormSection'
import { TextAreaField } from '../fields/TextAreaField'
import { useApplicationForm } from './use-application-form'
import { useWords } from '../../content/use-words'

/** The Bangladesh services application (visa-free entry, e-passport, NID), its service preset to the tab's. */
export function BangladeshApplicationForm({ service, captcha, onClose }: { service: BangladeshService; captcha: CaptchaConfig; onClose: () => void }) {
  const t = useWords()
  const form = useApplicationForm({
    endpoint: '/.netlify/functions/send-bangladesh-service-email',
    initialValues: bangladeshServiceDefaults(service),
    schema: bangladeshServiceFieldsSchema,
    failureText: BANGLADESH_SERVICE_FAILURE_TEXT,
    extra: { selectedService: service },
    onClose,
  })
  const { values, errors, setField } = form
  const sectionProps = { labels: bangladeshServiceLabels, values, errors, onChange: setField }
  return (
    <form className="visa-form" onSubmit={form.submit} noValidate aria-label={t('forms.application', { name: bangladeshServiceLabel(service) })}>
      <FormSection title={bangladeshServiceSections.personal}>
        <ApplicantFields {...sectionProps} nationalities={bangladeshNationalityOptions} />
      </FormSection>
      <FormSection title={bangladeshServiceSections.service}>
        <BangladeshServiceFields {...sectionProps} />
      </FormSection>
      <FormSection title={bangladeshServiceSections.address}>
        <DefinedFields fields={addressFields} {...definedFieldsProps<keyof typeof addressFields>(sectionProps)} />
      </FormSection>
      <FormSection title={bangladeshServiceSections.emergency}>
        <EmergencyContactFields {...sectionProps} />
      </FormSection>
      <FormSection title={bangladeshServiceSections.documents}>
        <DocumentFields uploads={form.uploads} />
      </FormSection>
      <FormSection title={bangladeshServiceSections.notes}>
        <TextAreaField
          name="specialRequests"
          label={bangladeshServiceLabels.specialRequests}
          value={values.specialRequests}
          error={errors.specialRequests}
          onChange={(value) => setField('specialRequests', value)}
        />
      </FormSection>
      <Captcha config={captcha} ref={form.captchaRef} />
      <FormActions submitting={form.submitting} submitLabel={APPLICATION_SUBMIT_LABEL} onCancel={onClose} className="visa-form__actions" />
      <div ref={form.messageRef}>
        <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
      </div>
    </form>
  )
}
