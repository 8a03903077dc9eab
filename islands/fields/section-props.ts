/** What a section of a long form receives for its fields K (labels from forms/). */
export interface SectionProps<K extends string> {
  labels: Record<K, string>
  values: Record<K, string>
  errors: Partial<Record<string, string>>
  onChange: (name: K, value: string) => void
}

/** A section's props as islands/fields/DefinedFields takes them, for the plain fields of its definition. */
export const definedFieldsProps = <K extends string>({ labels, values, errors, onChange }: SectionProps<K>) => ({
  labels,
  values,
  errors,
  setField: (name: string, value: string) => onChange(name as K, value),
})

/** A whole form's state (useEnquiryForm's values, errors and setter) as DefinedFields takes it. */
export const definedFieldsOf = <V extends Record<string, unknown>>(
  form: { values: V; errors: Partial<Record<string, string>>; setField: <K extends keyof V>(name: K, value: V[K]) => void },
  labels: Readonly<Record<string, string>>,
) => ({
  labels,
  values: form.values,
  errors: form.errors,
  setField: (name: string, value: string) => form.setField(name as keyof V, value as V[keyof V]),
})

/** One field of a section wired to it by its name: the name, label, value, error and change that TextField and SelectField take. */
export const sectionField = <K extends string>({ labels, values, errors, onChange }: SectionProps<K>, name: K) => ({
  name,
  label: labels[name],
  value: values[name],
  error: errors[name],
  onChange: (value: string) => onChange(name, value),
})

/** One field of a whole form wired to its state by its name (useEnquiryForm's values, errors and setter, and the form's labels). */
export const formField = <V extends Record<string, unknown>, K extends keyof V & string>(
  form: { values: V; errors: Partial<Record<string, string>>; setField: <F extends keyof V>(name: F, value: V[F]) => void },
  labels: Readonly<Record<string, string>>,
  name: K,
) => ({
  name,
  label: labels[name],
  value: form.values[name],
  error: form.errors[name],
  onChange: (value: string) => form.setField(name, value as V[K]),
})
