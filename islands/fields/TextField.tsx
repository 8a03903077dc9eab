import type { HTMLInputTypeAttribute } from 'react'
import { Field } from '../forms/Field'

/** One typed field of an application (text, e-mail, phone or date), its error and hint tied to it. */
export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  required = false,
  hint,
  type = 'text',
  autoComplete,
  min,
  max,
  wide = false,
  placeholder,
}: {
  name: string
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  required?: boolean
  hint?: string
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  min?: string
  max?: string
  wide?: boolean
  placeholder?: string
}) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={wide ? 'field--wide' : undefined}>
      {(p) => (
        <input
          {...p}
          name={name}
          type={type}
          autoComplete={autoComplete}
          min={min}
          max={max}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
