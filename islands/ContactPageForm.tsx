import { contactPageFields, contactPageDefaults, contactPageFieldsSchema, contactTexts, contactEndpoint } from '../forms/contact'
import { useMemo } from 'react'
import { travelMonthOptions } from '../forms/_shared/travel-months'
import { parseIsoDate } from '../content/browser/dates'
import { ContactDetailsFields } from './forms/ContactDetailsFields'
import { DefinedFields } from './fields/DefinedFields'
import { Captcha, type CaptchaConfig } from './forms/Captcha'
import { Field } from './forms/Field'
import { FormMessage } from './forms/FormMessage'
import { useEnquiryForm } from './forms/use-enquiry-form'
import { useLocale, useWords } from '../content/react/use-words'

/** The words this island needs in the page's language (islands/forms/locale-words.ts). */
export const formWords = ['contact-form']

interface ContactPageFormProps {
  captcha: CaptchaConfig
  /**
   * The build's day (`YYYY-MM-DD`), from which the form lists the coming months, Ramadan and
   * 'flexible' (forms/_shared/travel-months.ts): the same list in the HTML and once hydrated, and
   * the page carries the day rather than the list a second time.
   */
  travelMonthsFrom: string
}

/** The /contact page form: subject and message required; the subject is the one chosen. */
export default function ContactPageForm({ captcha, travelMonthsFrom }: ContactPageFormProps) {
  const t = useWords()
  const locale = useLocale()
  const texts = contactTexts(locale)
  // docs/decisions.md, decision 8: the list starts with this month (a trip can still be at its end); rebuilt daily.
  const travelMonths = useMemo(() => travelMonthOptions(parseIsoDate(travelMonthsFrom), { first: 'current', locale }), [travelMonthsFrom, locale])
  const form = useEnquiryForm({
    endpoint: contactEndpoint.path,
    initialValues: { ...contactPageDefaults },
    schema: contactPageFieldsSchema,
    failureText: texts.failureText,
  })
  const { values, setField, errors } = form
  return (
    <form className="enquiry-form" onSubmit={form.submit} noValidate aria-label={t('contactForm.name')}>
      <div className="form-grid">
        <ContactDetailsFields values={values} errors={errors} setField={setField} />
        <Field label={texts.labels.subject} required error={errors.subject}>
          {(p) => (
            <select {...p} name="subject" value={values.subject} onChange={(e) => setField('subject', e.target.value)}>
              <option value="">{t('forms.selectSubject')}</option>
              {texts.subjects.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('contactForm.travelMonth')} error={errors.travelMonth} className="field--wide">
          {(p) => (
            <select {...p} name="travelMonth" value={values.travelMonth} onChange={(e) => setField('travelMonth', e.target.value)}>
              <option value="">{t('forms.selectMonth')}</option>
              {travelMonths.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={texts.labels.message} required error={errors.message} className="field--wide">
          {(p) => <textarea {...p} name="message" rows={5} value={values.message} onChange={(e) => setField('message', e.target.value)} />}
        </Field>
        <DefinedFields
          fields={contactPageFields}
          labels={texts.labels}
          values={values}
          errors={errors}
          setField={(name, value) => setField(name as keyof typeof values, value)}
        />
      </div>
      <Captcha config={captcha} ref={form.captchaRef} />
      <button type="submit" className="button button--primary button--large" disabled={form.submitting}>
        {form.submitting ? t('forms.sending') : t('forms.sendMessage')}
      </button>
      <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
    </form>
  )
}
