import type { ErrorObject } from 'ajv'
import type { MessageContext } from './message-context'
import { derefSchema, fieldsOf, resolveSchemaPointer, schemaAt, type JsonSchema } from './schemas'
import { closest } from './suggest'

/** `x-write` on a definition: how its value is written in a file, e.g. <YYYY-MM-DD>. */
export const WRITE = 'x-write'

// Messages for fields that are missing, unknown or not allowed where they are written.

/** The object schema declaring the fields; for a `then`/`else` branch, the schema holding the branch. */
function ownerSchema(ctx: MessageContext): JsonSchema | undefined {
  const parent = ctx.error.parentSchema as JsonSchema | undefined
  if (parent?.properties) return parent
  const branch = /^(.*)\/(?:then|else)\/[^/]+$/.exec(ctx.error.schemaPath)?.[1]
  return branch ? resolveSchemaPointer(ctx.set, branch, ctx.base) : parent
}

function placeholder(ctx: MessageContext, property: string): string {
  const owner = ownerSchema(ctx)
  const properties = (owner?.properties ?? {}) as Record<string, JsonSchema>
  const declared = properties[property]
  if (!declared) return `${property}: <value>`
  const { schema } = derefSchema(ctx.set, declared, ctx.base)
  // How the value is written, where its definition says (`x-write` in defs.schema.json: a date, a link).
  if (typeof schema[WRITE] === 'string') return `${property}: ${schema[WRITE]}`
  if (Array.isArray(schema.enum)) return `${property}: <${schema.enum.join(' or ')}>`
  switch (schema.type) {
    case 'integer':
    case 'number':
      return `${property}: <number>`
    case 'boolean':
      return `${property}: <true or false>`
    case 'array':
      return `${property}:\` followed by its list (lines starting with "- "), or \`${property}: [<item>, <item>]`
    case 'object':
      return `${property}:\` followed by its fields, indented under it, or \`${property}: { <field>: <value> }`
    default:
      return `${property}: <text>`
  }
}

/** `detailPage: true` for a `then` branch whose `if` asks for `detailPage: { const: true }`. */
function branchCondition(ctx: MessageContext): string | undefined {
  const branch = /^(.*)\/then\/required$/.exec(ctx.error.schemaPath)?.[1]
  const owner = branch ? resolveSchemaPointer(ctx.set, branch, ctx.base) : undefined
  const conditions = ((owner?.if as JsonSchema | undefined)?.properties ?? {}) as Record<string, JsonSchema>
  const written = Object.entries(conditions)
    .filter(([, rule]) => 'const' in rule)
    .map(([field, rule]) => `${field}: ${String(rule.const)}`)
  return written.length > 0 ? written.join(', ') : undefined
}

function listed(words: string[]): string {
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

/** One message for every field missing from one group (`missing` lists them, in the schema's order). */
export function requiredMessage(ctx: MessageContext, missing: string[] = [String(ctx.error.params.missingProperty)]): string {
  // One field: the line to add. Several: their names, laid out as in another entry of the file.
  const add = missing.length === 1 ? `add \`${placeholder(ctx, missing[0])}\`` : 'add them, laid out as in another entry that has them'
  const verb = missing.length === 1 ? 'is' : 'are'
  const condition = branchCondition(ctx)
  if (condition)
    return `${listed(missing)} ${verb} missing: with ${condition} this needs ${missing.length === 1 ? 'it' : 'them'}; ${add}, or remove ${condition}`
  return `${listed(missing)} ${verb} missing: ${add}`
}

/** For an unknown field, the known field not yet written that it is most likely a misspelling of. */
export function misspeltField(error: ErrorObject): string | undefined {
  if (error.keyword !== 'additionalProperties') return undefined
  const known = Object.keys(((error.parentSchema as JsonSchema | undefined)?.properties ?? {}) as object)
  const present = Object.keys((error.data ?? {}) as object)
  return closest(
    String(error.params.additionalProperty),
    known.filter((k) => !present.includes(k)),
  )[0]
}

/**
 * `price is missing` adds nothing next to "this line is indented under `hotels`..." for the
 * same `price`, written deeper (or shallower) than the group that needs it.
 */
export function misplacementsOf(errors: ErrorObject[]): (error: ErrorObject) => boolean {
  const misplaced = errors
    .filter((e) => e.keyword === 'additionalProperties')
    .map((e) => ({ at: e.instancePath, property: String(e.params.additionalProperty) }))
  return (error) =>
    error.keyword === 'required' &&
    misplaced.some(
      (m) => m.property === String(error.params.missingProperty) && (m.at.startsWith(`${error.instancePath}/`) || error.instancePath.startsWith(`${m.at}/`)),
    )
}

/** `price is missing` adds nothing next to "`prise` is not a known field: did you mean `price`?". */
export function misspellingsOf(errors: ErrorObject[]): (error: ErrorObject) => boolean {
  const guessed = new Set(errors.map((e) => `${e.instancePath}|${misspeltField(e) ?? ''}`))
  return (error) => error.keyword === 'required' && guessed.has(`${error.instancePath}|${String(error.params.missingProperty)}`)
}

/**
 * A known field written at the wrong depth: indented under a neighbour (`price` under `hotels`)
 * it is a field of a group further out; written too far left it is a field of a group inside.
 */
function misplacedFieldMessage(ctx: MessageContext, property: string): string | undefined {
  const { path } = ctx
  for (let depth = path.length - 1; depth >= 0; depth--) {
    if (!fieldsOf(schemaAt(ctx.set, ctx.base, path.slice(0, depth))).includes(property)) continue
    const under = [...path.slice(0, depth + 1)].reverse().find((s) => !/^\d+$/.test(s))
    if (under === undefined) return undefined
    return /^\d+$/.test(path[depth])
      ? `\`${property}\` is indented under an item of ${under}, but it is not a field of that item: move it left, out of the list`
      : `this line is indented under \`${under}\`, but \`${property}\` is not a field of ${under}: move it left, lined up with \`${under}\``
  }
  const here = schemaAt(ctx.set, ctx.base, path)
  const owners = fieldsOf(here).filter((field) => {
    const inner = schemaAt(ctx.set, ctx.base, [...path, field])
    return fieldsOf(inner).includes(property) || fieldsOf(inner?.items as JsonSchema | undefined).includes(property)
  })
  if (owners.length === 1) return `\`${property}\` belongs under \`${owners[0]}\`: indent it under ${owners[0]}, lined up with its other fields`
  return undefined
}

export function unknownFieldMessage(ctx: MessageContext): string {
  const property = String(ctx.error.params.additionalProperty)
  const known = Object.keys(((ctx.error.parentSchema as JsonSchema | undefined)?.properties ?? {}) as object)
  const misplaced = misplacedFieldMessage(ctx, property)
  if (misplaced) return misplaced
  const guess = misspeltField(ctx.error)
  if (guess) return `\`${property}\` is not a known field: did you mean \`${guess}\`?`
  return `\`${property}\` is not a known field here: remove it (known fields: ${known.join(', ')})`
}

/** `href` when a `then: { properties: { href: false } }` branch forbids it, with the field that did. */
export function forbiddenMessage(ctx: MessageContext): string {
  const field = ctx.path[ctx.path.length - 1]
  const branch = /^(.*)\/then\/properties\/[^/]+\/false schema$/.exec(ctx.error.schemaPath)?.[1]
  const owner = branch ? resolveSchemaPointer(ctx.set, branch, ctx.base) : undefined
  const trigger = ((owner?.if as JsonSchema | undefined)?.required as string[] | undefined)?.[0]
  if (trigger) return `\`${field}\` cannot be used together with \`${trigger}\`: remove one of them`
  return `\`${field}\` cannot be used here: remove it`
}
