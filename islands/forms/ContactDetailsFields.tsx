import { contactTexts } from '../../forms/contact'
import { useLocale } from '../../content/react/use-words'
import { Field } from './Field'

type ContactDetail = 'name' | 'phone' | 'email'

/** Name, phone and e-mail: the visitor's details every contact form asks for, the same way. */
export function ContactDetailsFields({
  values,
  errors,
  setField,
}: {
  values: Record<ContactDetail, string>
  errors: Partial<Record<ContactDetail, string>>
  setField: (name: ContactDetail, value: string) => void
}) {
  const { labels } = contactTexts(useLocale())
  return (
    <>
      <Field label={labels.name} required error={errors.name}>
        {(p) => <input {...p} name="name" type="text" autoComplete="name" value={values.name} onChange={(e) => setField('name', e.target.value)} />}
      </Field>
      <Field label={labels.phone} required error={errors.phone}>
        {(p) => <input {...p} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => setField('phone', e.target.value)} />}
      </Field>
      <Field label={labels.email} required error={errors.email}>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => setField('email', e.target.value)} />}
      </Field>
    </>
  )
}
