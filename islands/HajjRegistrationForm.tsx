import {
  HAJJ_REGISTRATION_LIMITS,
  UNDECIDED_PACKAGE,
  hajjRegistrationDefaults,
  hajjRegistrationFields,
  hajjRegistrationFieldsSchema,
  hajjRegistrationTexts,
  type FormOption,
  hajjRegistrationEndpoint,
} from '../forms/hajj-registration'
import { Captcha, type CaptchaConfig } from './forms/Captcha'
import { Field } from './forms/Field'
import { FormMessage } from './forms/FormMessage'
import { useEnquiryForm } from './forms/use-enquiry-form'
import { RadioChoices } from './ui/RadioChoices'
import { SelectField } from './fields/SelectField'
import { DefinedFields } from './fields/DefinedFields'
import { definedFieldsOf } from './fields/section-props'
import { useLocale, useWords } from '../content/react/use-words'

/** The form's words in the page's language, fetched before it wakes (islands/forms/locale-words.ts). */
export const formWords = ['hajj-form']

export interface PackageGroup {
  label: string
  options: FormOption[]
}

interface HajjRegistrationFormProps {
  captcha: CaptchaConfig
  /** The Hajj packages from data/hajj.yaml, grouped shifting / non-shifting. */
  packageGroups: PackageGroup[]
}

type SelectName = 'nationality' | 'passportStatus' | 'nusukAccount'
type RadioName = 'packageType' | 'preferredContact'

/** The Hajj registration form: lead pilgrim, group, package, documents, Nusuk and contact preference. */
export default function HajjRegistrationForm({ captcha, packageGroups }: HajjRegistrationFormProps) {
  const t = useWords()
  const { labels, hints, options: lists, undecidedPackage, failureText } = hajjRegistrationTexts(useLocale())
  const form = useEnquiryForm({
    endpoint: hajjRegistrationEndpoint.path,
    initialValues: { ...hajjRegistrationDefaults },
    schema: hajjRegistrationFieldsSchema,
    failureText,
  })
  const { values, setField, errors } = form

  const select = (name: SelectName, options: readonly FormOption[]) => (
    <SelectField
      name={name}
      label={labels[name]}
      options={options}
      prompt={t('forms.pleaseChoose')}
      value={values[name]}
      error={errors[name]}
      onChange={(v) => setField(name, v)}
    />
  )

  const radios = (name: RadioName, options: readonly FormOption[]) => (
    <RadioChoices legend={labels[name]} name={name} options={options} value={values[name]} error={errors[name]} onChange={(v) => setField(name, v)} />
  )

  return (
    <form className="hajj-reg-form" onSubmit={form.submit} noValidate aria-label={t('hajjRegistration.name')}>
      <fieldset className="hajj-reg-form__group">
        <legend>{t('hajjRegistration.leadPilgrim')}</legend>
        <div className="form-grid">
          <DefinedFields fields={hajjRegistrationFields} {...definedFieldsOf(form, labels)} />
        </div>
      </fieldset>

      <fieldset className="hajj-reg-form__group">
        <legend>{t('hajjRegistration.plans')}</legend>
        <div className="form-grid">
          <Field label={labels.pilgrims} required error={errors.pilgrims} hint={hints.pilgrims}>
            {(p) => (
              <input
                {...p}
                name="pilgrims"
                type="number"
                inputMode="numeric"
                min={HAJJ_REGISTRATION_LIMITS.pilgrimsMin}
                max={HAJJ_REGISTRATION_LIMITS.pilgrimsMax}
                step={1}
                value={values.pilgrims}
                onChange={(e) => setField('pilgrims', e.target.value)}
              />
            )}
          </Field>
          <Field label={labels.preferredPackage} required error={errors.preferredPackage}>
            {(p) => (
              <select {...p} name="preferredPackage" value={values.preferredPackage} onChange={(e) => setField('preferredPackage', e.target.value)}>
                <option value="">{t('forms.pleaseChoose')}</option>
                {packageGroups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
                <option value={UNDECIDED_PACKAGE}>{undecidedPackage}</option>
              </select>
            )}
          </Field>
          {radios('packageType', lists.packageType)}
        </div>
      </fieldset>

      <fieldset className="hajj-reg-form__group">
        <legend>{t('hajjRegistration.documents')}</legend>
        <div className="form-grid">
          {select('nationality', lists.nationality)}
          {select('passportStatus', lists.passportStatus)}
          {select('nusukAccount', lists.nusukAccount)}
        </div>
      </fieldset>

      <fieldset className="hajj-reg-form__group">
        <legend>{t('hajjRegistration.contact')}</legend>
        <div className="form-grid">
          {radios('preferredContact', lists.preferredContact)}
          <Field label={labels.message} error={errors.message} className="field--wide" hint={hints.message}>
            {(p) => (
              <textarea
                {...p}
                name="message"
                rows={4}
                maxLength={HAJJ_REGISTRATION_LIMITS.message}
                value={values.message}
                onChange={(e) => setField('message', e.target.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <Captcha config={captcha} ref={form.captchaRef} />
      <button type="submit" className="button button--primary button--large" disabled={form.submitting}>
        {form.submitting ? t('forms.submitting') : t('hajjRegistration.submit')}
      </button>
      <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
    </form>
  )
}
