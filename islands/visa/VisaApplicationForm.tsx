import {
  VISA_APPLICATION_FAILURE_TEXT,
  saudiNationalityOptions,
  saudiPurposeOptions,
  saudiVisaFieldsSchema,
  schengenNationalityOptions,
  schengenPurposeOptions,
  schengenVisaFieldsSchema,
  visaApplicationDefaults,
  visaApplicationLabels,
  visaAddressFields,
  visaApplicationSections,
  APPLICATION_SUBMIT_LABEL,
} from '../../forms/visa-application'
import { Captcha, type CaptchaConfig } from '../forms/Captcha'
import { FormActions } from '../forms/FormActions'
import { FormMessage } from '../forms/FormMessage'
import { ApplicantFields } from './ApplicantFields'
import { DeclarationFields } from './DeclarationFields'
import { DocumentFields } from './DocumentFields'
import { EmergencyContactFields } from './EmergencyContactFields'
import { FormSection } from '../fields/FormSection'
import { PassportTravelFields } from './PassportTravelFields'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsProps } from '../fields/section-props'
import { useApplicationForm } from './use-application-form'
import { useWords } from '../../content/use-words'
import type { Translate } from '../../content/words'

type SchengenCountry = 'germany' | 'france' | 'spain' | 'italy'

export type VisaApplicationFormProps =
  | { variant: 'saudi'; visaType: string; captcha: CaptchaConfig; onClose: () => void }
  | { variant: 'schengen'; country: SchengenCountry; countryName: string; captcha: CaptchaConfig; onClose: () => void }

/** What differs between the Saudi and the Schengen application: lists, schema and endpoint. */
const VARIANTS = {
  saudi: {
    endpoint: '/.netlify/functions/send-visa-application-email',
    schema: saudiVisaFieldsSchema,
    nationalities: saudiNationalityOptions,
    purposes: saudiPurposeOptions,
  },
  schengen: {
    endpoint: '/.netlify/functions/send-schengen-visa-email',
    schema: schengenVisaFieldsSchema,
    nationalities: schengenNationalityOptions,
    purposes: schengenPurposeOptions,
  },
}

/** A variant's setup, what it sends besides the fields (the visa or the country) and the form's name. */
function variantSetup(props: VisaApplicationFormProps, t: Translate) {
  return props.variant === 'saudi'
    ? { ...VARIANTS.saudi, extra: { visaType: props.visaType }, name: t('forms.application', { name: props.visaType }) }
    : { ...VARIANTS.schengen, extra: { selectedCountry: props.country }, name: t('forms.schengenApplication', { country: props.countryName }) }
}

/** The Saudi or Schengen visa application with its documents, inside the page's modal. */
export function VisaApplicationForm(props: VisaApplicationFormProps) {
  const t = useWords()
  const { endpoint, schema, extra, nationalities, purposes, name } = variantSetup(props, t)
  const form = useApplicationForm({
    endpoint,
    initialValues: { ...visaApplicationDefaults },
    schema,
    failureText: VISA_APPLICATION_FAILURE_TEXT,
    extra,
    onClose: props.onClose,
  })
  const { values, errors, setField } = form
  const sectionProps = { labels: visaApplicationLabels, values, errors, onChange: setField }
  return (
    <form className="visa-form" onSubmit={form.submit} noValidate aria-label={name}>
      <FormSection title={visaApplicationSections.personal}>
        <ApplicantFields {...sectionProps} nationalities={nationalities} />
      </FormSection>
      <FormSection title={visaApplicationSections.passportTravel}>
        <PassportTravelFields {...sectionProps} purposes={purposes} />
      </FormSection>
      <FormSection title={visaApplicationSections.address}>
        <DefinedFields fields={visaAddressFields} {...definedFieldsProps<keyof typeof visaAddressFields>(sectionProps)} />
      </FormSection>
      <FormSection title={visaApplicationSections.emergency}>
        <EmergencyContactFields {...sectionProps} />
      </FormSection>
      <FormSection title={visaApplicationSections.declarations}>
        <DeclarationFields {...sectionProps} onTick={setField} />
      </FormSection>
      <FormSection title={visaApplicationSections.documents}>
        <DocumentFields uploads={form.uploads} />
      </FormSection>
      <Captcha config={props.captcha} ref={form.captchaRef} />
      <FormActions submitting={form.submitting} submitLabel={APPLICATION_SUBMIT_LABEL} onCancel={props.onClose} className="visa-form__actions" />
      <div ref={form.messageRef}>
        <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
      </div>
    </form>
  )
}
