import {
  saudiVisaFieldsSchema,
  schengenVisaFieldsSchema,
  visaApplicationDefaults,
  visaAddressFields,
  visaTexts,
  saudiVisaEndpoint,
  schengenVisaEndpoint,
} from '../../forms/visa-application'
import type { CaptchaConfig } from '../forms/Captcha'
import { WindowFormEnd } from '../forms/WindowFormEnd'
import { ApplicantFields } from './ApplicantFields'
import { DeclarationFields } from './DeclarationFields'
import { DocumentFields } from './DocumentFields'
import { EmergencyContactFields } from './EmergencyContactFields'
import { FormSection } from '../fields/FormSection'
import { PassportTravelFields } from './PassportTravelFields'
import { DefinedFields } from '../fields/DefinedFields'
import { definedFieldsProps } from '../fields/section-props'
import { useApplicationForm } from './use-application-form'
import { useLocale, useWords } from '../../content/react/use-words'
import type { Translate } from '../../content/browser/words/words'

type SchengenCountry = 'germany' | 'france' | 'spain' | 'italy'

type VisaApplicationFormProps =
  | { variant: 'saudi'; visaType: string; visaName: string; captcha: CaptchaConfig; onClose: () => void }
  | { variant: 'schengen'; country: SchengenCountry; countryName: string; captcha: CaptchaConfig; onClose: () => void }

/** What differs between the Saudi and the Schengen application: lists (by their names in the form's words), schema and endpoint. */
const VARIANTS = {
  saudi: {
    endpoint: saudiVisaEndpoint.path,
    schema: saudiVisaFieldsSchema,
    nationalities: 'saudiNationality',
    purposes: 'saudiPurpose',
    passportHint: 'passportExpiry',
  },
  schengen: {
    endpoint: schengenVisaEndpoint.path,
    schema: schengenVisaFieldsSchema,
    nationalities: 'schengenNationality',
    purposes: 'schengenPurpose',
    // Schengen asks for 3 months beyond the stay, not the Saudi 6 months from travel.
    passportHint: 'schengenPassportExpiry',
  },
} as const

/** A variant's setup, what it sends besides the fields (the visa or the country) and the form's name. */
function variantSetup(props: VisaApplicationFormProps, t: Translate) {
  return props.variant === 'saudi'
    ? { ...VARIANTS.saudi, extra: { visaType: props.visaType }, name: t('forms.application', { name: props.visaName }) }
    : { ...VARIANTS.schengen, extra: { selectedCountry: props.country }, name: t('forms.schengenApplication', { country: props.countryName }) }
}

/** The Saudi or Schengen visa application with its documents, inside the page's modal. */
export function VisaApplicationForm(props: VisaApplicationFormProps) {
  const t = useWords()
  const texts = visaTexts(useLocale())
  const { endpoint, schema, extra, nationalities, purposes, passportHint, name } = variantSetup(props, t)
  const form = useApplicationForm({
    endpoint,
    initialValues: { ...visaApplicationDefaults },
    schema,
    failureText: texts.failureText,
    extra,
    onClose: props.onClose,
  })
  const { values, errors, setField } = form
  const sectionProps = { labels: texts.labels, values, errors, onChange: setField }
  return (
    <form className="visa-form" onSubmit={form.submit} noValidate aria-label={name}>
      <FormSection title={texts.sections.personal}>
        <ApplicantFields {...sectionProps} nationalities={texts.options[nationalities]} />
      </FormSection>
      <FormSection title={texts.sections.passportTravel}>
        <PassportTravelFields
          {...sectionProps}
          purposes={texts.options[purposes]}
          hints={{ passportExpiry: texts.hints[passportHint], duration: texts.hints.duration }}
        />
      </FormSection>
      <FormSection title={texts.sections.address}>
        <DefinedFields fields={visaAddressFields} {...definedFieldsProps<keyof typeof visaAddressFields>(sectionProps)} />
      </FormSection>
      <FormSection title={texts.sections.emergency}>
        <EmergencyContactFields {...sectionProps} relations={texts.options.emergencyRelation} />
      </FormSection>
      <FormSection title={texts.sections.declarations}>
        <DeclarationFields {...sectionProps} onTick={setField} />
      </FormSection>
      <FormSection title={texts.sections.documents}>
        <DocumentFields uploads={form.uploads} />
      </FormSection>
      <WindowFormEnd form={form} captcha={props.captcha} submitLabel={texts.submitLabel} onCancel={props.onClose} className="visa-form__actions" />
    </form>
  )
}
