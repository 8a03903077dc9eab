import type { FormOption } from '../../forms/_shared/fields'
import { Field } from '../forms/Field'
import { useWords } from '../../content/react/use-words'

/**
 * A choice from one of the forms' option lists. Required ones start on "Select ..." unless preset;
 * `prompt` names that first empty line (null: no empty line, the value is always one of the options).
 */
export function SelectField({
  name,
  label,
  options,
  value,
  error,
  onChange,
  required = true,
  prompt,
  hint,
}: {
  name: string
  label: string
  options: ReadonlyArray<{ value: string | number; label: string }> | readonly FormOption[]
  value: string | number
  error?: string
  onChange: (value: string) => void
  required?: boolean
  prompt?: string | null
  hint?: string
}) {
  const t = useWords()
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {({ required: needed, ...p }) => {
        // Without an empty first line the select always holds a choice: HTML allows `required`
        // only on a select whose first option is that empty line (the W3C checker's error), so
        // assistive technology hears "required" from aria-required instead.
        const alwaysChosen = prompt === null
        return (
          <select
            {...p}
            required={alwaysChosen ? undefined : needed}
            aria-required={alwaysChosen && needed ? true : undefined}
            name={name}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          >
            {prompt !== null && <option value="">{prompt ?? t('forms.selectPrompt', { field: label.toLowerCase() })}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
      }}
    </Field>
  )
}
