import type { FormOption } from '../../forms/_shared/fields'
import { Field } from '../forms/Field'

/** A required choice from one of the forms' option lists, starting on "Select ..." unless preset. */
export function SelectField({
  name,
  label,
  options,
  value,
  error,
  onChange,
}: {
  name: string
  label: string
  options: readonly FormOption[]
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} required error={error}>
      {(p) => (
        <select {...p} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select {label.toLowerCase()}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
