import { Field } from '../forms/Field'

/** Optional free text across the form's width (medical conditions, special requests). */
export function TextAreaField({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: string
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} error={error} className="field--wide">
      {(p) => <textarea {...p} name={name} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  )
}
