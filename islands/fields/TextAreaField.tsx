import { Field } from '../forms/Field'

/** Optional free text across the form's width (medical conditions, special requests). */
export function TextAreaField({
  name,
  label,
  value,
  error,
  placeholder,
  onChange,
}: {
  name: string
  label: string
  value: string
  error?: string
  /** An example of what to write, from the form's words. */
  placeholder?: string
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} error={error} className="field--wide">
      {(p) => <textarea {...p} name={name} rows={3} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  )
}
