// One definition per form: each field once, with its rule, its starting value, how the simple
// renderer shows it and how the agency's e-mail writes it. From it follow the zod shape, the
// values type, the defaults, the word keys its YAML must provide (the content check asks for a
// label per field) and the e-mail rows. Browser-safe: zod types only.
import './no-eval'
import type { z } from 'zod'

/**
 * How islands/fields/DefinedFields.tsx shows a field; 'custom' fields are laid out by the form's
 * island itself (a select with options built at build time, a group of fields).
 */
export type FieldControl = 'text' | 'email' | 'tel' | 'textarea' | 'custom'

export interface FieldDefinition<Value = string, Rule extends z.ZodType = z.ZodType> {
  /** The field's rule (same in the browser and in the function). */
  rule: Rule
  /** What the field holds when the form starts and after a success. */
  initial: Value
  control: FieldControl
  required?: boolean
  /** Across the whole form's width. */
  wide?: boolean
  autoComplete?: string
  /** The value as the agency's e-mail writes it, given the whole validated body; as sent by default. */
  inEmail?: (value: unknown, data: Record<string, unknown>) => string | number | undefined
}

export type FieldDefinitions = Readonly<Record<string, FieldDefinition<unknown>>>

/** The values a form's fields hold, from its definition (no hand-written type). */
export type FormValues<F extends FieldDefinitions> = { -readonly [K in keyof F]: F[K]['initial'] }

/** A text field's definition, the common case. */
export const textField = <Rule extends z.ZodType>(
  rule: Rule,
  options: Partial<Omit<FieldDefinition<string, Rule>, 'rule' | 'initial'>> = {},
): FieldDefinition<string, Rule> => ({
  rule,
  initial: '',
  control: 'text',
  ...options,
})

/** The zod shape of a form, for z.object. */
export function shapeOf<F extends FieldDefinitions>(fields: F): { [K in keyof F]: F[K]['rule'] } {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.rule])) as { [K in keyof F]: F[K]['rule'] }
}

/** The form's starting values (and what it resets to after a success). */
export function defaultsOf<F extends FieldDefinitions>(fields: F): Readonly<FormValues<F>> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.initial])) as FormValues<F>
}

/** The rows of the agency's e-mail: every field in the definition's order, named by its label. */
export function emailRowsOf(
  fields: FieldDefinitions,
  labels: Readonly<Record<string, string>>,
  data: Record<string, unknown>,
): Array<{ label: string; value: string | number | undefined }> {
  return Object.entries(fields).map(([name, field]) => {
    const value = data[name]
    return {
      label: labels[name] ?? name,
      value: field.inEmail ? field.inEmail(value, data) : typeof value === 'number' ? value : value === undefined ? undefined : String(value),
    }
  })
}

/** The word keys a form's YAML must provide: a label for each field. */
export const labelKeysOf = (fields: FieldDefinitions): string[] => Object.keys(fields)
