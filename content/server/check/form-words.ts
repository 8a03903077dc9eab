import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { labelKeysOf, type FieldDefinitions } from '../../../forms/_shared/define-form'
import { projectRoot, SCHEMAS_DIR, schemaFile } from '../data/paths'
import { registeredForms } from '../data/form-registry'
import type { Catalogues } from '../../../schemas/types.generated'
import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from '../data/problem'
import { positionOf, type DataPath } from './source'

/**
 * The forms registered in forms/ (defineForm, content/server/data/form-registry.ts) and where their labels
 * live: every field of the definition needs its label there, so a field added to a definition is
 * reported here, at the line, until its words are written.
 */
type DefinedForm = { catalogue: keyof Catalogues; labels: readonly DataPath[]; fields: FieldDefinitions; form: string }

const DEFINED_FORMS: readonly DefinedForm[] = [
  ...(await registeredForms()).map(({ words, labels = [['labels']], fields, source }) => ({
    catalogue: words.catalogue as keyof Catalogues,
    labels: labels.map((path) => [...words.at, ...path]),
    fields,
    form: source,
  })),
]

const at = (data: unknown, path: DataPath): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined), data)

/**
 * data/forms.yaml's schema accepts any form's words under a key it does not describe
 * (defs.schema.json#/$defs/formWords), so that a new form needs none: such a key must be the words
 * of a registered form, or it is a slip (a form removed, a misspelt key).
 */
function strayFormWords(ctx: CheckContext): Problem[] {
  const found = validCatalogue(ctx, 'forms')
  if (!found) return []
  const schema = JSON.parse(readFileSync(join(projectRoot(), SCHEMAS_DIR, schemaFile('forms')), 'utf8')) as { properties: object }
  const registered = new Set(DEFINED_FORMS.filter((form) => form.catalogue === 'forms').map((form) => form.labels[0]![0]))
  return Object.keys(found.data)
    .filter((key) => !Object.hasOwn(schema.properties, key) && !registered.has(key))
    .map((key) =>
      problem(found.source.file, positionOf(found.source, [key]), `${key} is no registered form's words (defineForm in forms/ names where its words are)`),
    )
}

/** Each defined form's labels: one for every field of its definition; no words of a form that is not registered. */
export function checkFormWords(ctx: CheckContext): Problem[] {
  return strayFormWords(ctx).concat(formLabels(ctx))
}

function formLabels(ctx: CheckContext): Problem[] {
  return DEFINED_FORMS.flatMap(({ catalogue, labels, fields, form }) => {
    const found = validCatalogue(ctx, catalogue)
    const written = found ? labels.map((path) => at(found.source.data, path)) : []
    if (!found || written.some((part) => part === null || typeof part !== 'object')) return []
    const [first] = labels
    return labelKeysOf(fields)
      .filter((name) => !written.some((part) => Object.hasOwn(part as object, name)))
      .map((name) =>
        problem(
          found.source.file,
          positionOf(found.source, first!),
          `no label for the field ${name} of ${form}: add \`${name}: …\` under ${labels.map((path) => path.join('.')).join(' or ')}`,
        ),
      )
  })
}
