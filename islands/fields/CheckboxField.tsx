import { useId } from 'react'

/** A yes/no statement the visitor ticks when it is true (previous visit, criminal record). */
export function CheckboxField({
  name,
  label,
  checked,
  error,
  onChange,
}: {
  name: string
  label: string
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
}) {
  const errorId = `${useId()}-error`
  return (
    <div className="visa-checkbox field--wide">
      <label>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
