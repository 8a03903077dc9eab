import {
  contactFields,
  contactFieldsSchema,
  contactLabels,
  CONTACT_FAILURE_TEXT,
  HOME_SUBJECT,
  homeContactDefaults,
  homePackageOptions,
} from '../forms/contact'
import { ContactDetailsFields } from './forms/ContactDetailsFields'
import { DefinedFields } from './fields/DefinedFields'
import { Captcha, type CaptchaConfig } from './forms/Captcha'
import { Field } from './forms/Field'
import { FormMessage } from './forms/FormMessage'
import { useEnquiryForm } from './forms/use-enquiry-form'
import { words } from '../content/words'

export interface HomeContactFormProps {
  captcha: CaptchaConfig
}

/** The home page's contact and quote form (subject fixed to "Homepage Contact Form"). */
export default function HomeContactForm({ captcha }: HomeContactFormProps) {
  const form = useEnquiryForm({
    endpoint: '/.netlify/functions/send-contact-email',
    initialValues: { ...homeContactDefaults },
    schema: contactFieldsSchema,
    failureText: CONTACT_FAILURE_TEXT,
    extra: { subject: HOME_SUBJECT },
  })
  const { values, setField, errors } = form
  return (
    <form className="enquiry-form" onSubmit={form.submit} noValidate aria-label={words.homeForm.name}>
      <div className="form-grid">
        <ContactDetailsFields values={values} errors={errors} setField={setField} />
        <Field label={words.homeForm.interestedIn} error={errors.travelMonth}>
          {(p) => (
            <select {...p} name="travelMonth" value={values.travelMonth} onChange={(e) => setField('travelMonth', e.target.value)}>
              <option value="">{words.forms.selectPackage}</option>
              {homePackageOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={contactLabels.message} error={errors.message} className="field--wide">
          {(p) => <textarea {...p} name="message" rows={4} value={values.message} onChange={(e) => setField('message', e.target.value)} />}
        </Field>
        <DefinedFields
          fields={contactFields}
          labels={contactLabels}
          values={values}
          errors={errors}
          setField={(name, value) => setField(name as keyof typeof values, value)}
        />
      </div>
      <Captcha config={captcha} theme="dark" ref={form.captchaRef} />
      <button type="submit" className="button button--gold button--large" disabled={form.submitting}>
        {form.submitting ? words.forms.sending : words.forms.sendMessage}
      </button>
      <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
    </form>
  )
}
