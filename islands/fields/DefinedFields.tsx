import type { FieldDefinitions } from '../../forms/_shared/define-form'
import { Field } from '../forms/Field'

/**
 * The fields of a form's definition that need no layout of their own (text, e-mail, phone, long
 * text), in the definition's order: a field added to the definition appears here with its label.
 */
export function DefinedFields({
  fields,
  labels,
  values,
  errors,
  setField,
}: {
  fields: FieldDefinitions
  labels: Readonly<Record<string, string>>
  values: Readonly<Record<string, unknown>>
  errors: Partial<Record<string, string>>
  setField: (name: string, value: string) => void
}) {
  return Object.entries(fields).map(([name, field]) => {
    if (field.control === 'custom') return null
    const wide = field.wide || field.control === 'textarea'
    return (
      <Field key={name} label={labels[name] ?? name} required={field.required} error={errors[name]} className={wide ? 'field--wide' : undefined}>
        {(p) =>
          field.control === 'textarea' ? (
            <textarea {...p} name={name} rows={4} value={String(values[name] ?? '')} onChange={(e) => setField(name, e.target.value)} />
          ) : (
            <input
              {...p}
              name={name}
              type={field.control}
              autoComplete={field.autoComplete}
              value={String(values[name] ?? '')}
              onChange={(e) => setField(name, e.target.value)}
            />
          )
        }
      </Field>
    )
  })
}
