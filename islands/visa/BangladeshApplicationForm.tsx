import { optionLabel } from '../../forms/_shared/fields'
import {
  bangladeshServiceDefaults,
  bangladeshServiceFieldsSchema,
  bangladeshServiceTexts,
  type BangladeshService,
  bangladeshServiceEndpoint,
} from '../../forms/bangladesh-service'
import { addressFields } from '../../forms/visa-application'
import type { CaptchaConfig } from '../forms/Captcha'
import { WindowFormEnd } from '../forms/WindowFormEnd'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsProps } from '../fields/section-props'
import { ApplicantFields } from './ApplicantFields'
import { BangladeshServiceFields } from './BangladeshServiceFields'
import { DocumentFields } from './DocumentFields'
import { EmergencyContactFields } from './EmergencyContactFields'
import { FormSection } from '../fields/FormSection'
import { TextAreaField } from '../fields/TextAreaField'
import { useApplicationForm } from './use-application-form'
import { useLocale, useWords } from '../../content/react/use-words'

/** The Bangladesh services application (visa-free entry, e-passport, NID), its service preset to the tab's. */
export function BangladeshApplicationForm({ service, captcha, onClose }: { service: BangladeshService; captcha: CaptchaConfig; onClose: () => void }) {
  const t = useWords()
  const texts = bangladeshServiceTexts(useLocale())
  const form = useApplicationForm({
    endpoint: bangladeshServiceEndpoint.path,
    initialValues: bangladeshServiceDefaults(service),
    schema: bangladeshServiceFieldsSchema,
    failureText: texts.failureText,
    extra: { selectedService: service },
    onClose,
  })
  const { values, errors, setField } = form
  const sectionProps = { labels: texts.labels, values, errors, onChange: setField }
  return (
    <form className="visa-form" onSubmit={form.submit} noValidate aria-label={t('forms.application', { name: optionLabel(texts.services, service) })}>
      <FormSection title={texts.sections.personal}>
        <ApplicantFields {...sectionProps} nationalities={texts.nationalities} />
      </FormSection>
      <FormSection title={texts.sections.service}>
        <BangladeshServiceFields {...sectionProps} services={texts.services} />
      </FormSection>
      <FormSection title={texts.sections.address}>
        <DefinedFields fields={addressFields} {...definedFieldsProps<keyof typeof addressFields>(sectionProps)} />
      </FormSection>
      <FormSection title={texts.sections.emergency}>
        <EmergencyContactFields {...sectionProps} relations={texts.emergencyRelations} />
      </FormSection>
      <FormSection title={texts.sections.documents}>
        <DocumentFields uploads={form.uploads} />
      </FormSection>
      <FormSection title={texts.sections.notes}>
        <TextAreaField
          name="specialRequests"
          label={texts.labels.specialRequests}
          value={values.specialRequests}
          error={errors.specialRequests}
          onChange={(value) => setField('specialRequests', value)}
        />
      </FormSection>
      <WindowFormEnd form={form} captcha={captcha} submitLabel={texts.submitLabel} onCancel={onClose} className="visa-form__actions" />
    </form>
  )
}
