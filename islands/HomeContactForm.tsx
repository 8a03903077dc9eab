import { contactFields, contactFieldsSchema, contactTexts, HOME_SUBJECT, homeContactDefaults, homePackageOptionsIn, contactEndpoint } from '../forms/contact'
import { ContactDetailsFields } from './forms/ContactDetailsFields'
import { DefinedFields } from './fields/DefinedFields'
import { Captcha, type CaptchaConfig } from './forms/Captcha'
import { Field } from './forms/Field'
import { FormMessage } from './forms/FormMessage'
import { useEnquiryForm } from './forms/use-enquiry-form'
import { useLocale, useWords } from '../content/react/use-words'

/** The words this island needs in the page's language (islands/forms/locale-words.ts). */
export const formWords = ['contact-form']

interface HomeContactFormProps {
  captcha: CaptchaConfig
}

/** The home page's contact and quote form (subject fixed to "Homepage Contact Form"). */
export default function HomeContactForm({ captcha }: HomeContactFormProps) {
  const t = useWords()
  const locale = useLocale()
  const texts = contactTexts(locale)
  // The packages named by data/ at build time in the page's language, then the two fixed choices.
  const packages = homePackageOptionsIn(locale)
  const form = useEnquiryForm({
    endpoint: contactEndpoint.path,
    initialValues: { ...homeContactDefaults },
    schema: contactFieldsSchema,
    failureText: texts.failureText,
    extra: { subject: HOME_SUBJECT },
  })
  const { values, setField, errors } = form
  return (
    <form className="enquiry-form" onSubmit={form.submit} noValidate aria-label={t('homeForm.name')}>
      <div className="form-grid">
        <ContactDetailsFields values={values} errors={errors} setField={setField} />
        <Field label={t('homeForm.interestedIn')} error={errors.travelMonth}>
          {(p) => (
            <select {...p} name="travelMonth" value={values.travelMonth} onChange={(e) => setField('travelMonth', e.target.value)}>
              <option value="">{t('forms.selectPackage')}</option>
              {packages.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.labels.message} error={errors.message} className="field--wide">
          {(p) => <textarea {...p} name="message" rows={4} value={values.message} onChange={(e) => setField('message', e.target.value)} />}
        </Field>
        <DefinedFields
          fields={contactFields}
          labels={texts.labels}
          values={values}
          errors={errors}
          setField={(name, value) => setField(name as keyof typeof values, value)}
        />
      </div>
      <Captcha config={captcha} theme="dark" ref={form.captchaRef} />
      <button type="submit" className="button button--gold button--large" disabled={form.submitting}>
        {form.submitting ? t('forms.sending') : t('forms.sendMessage')}
      </button>
      <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
    </form>
  )
}
