import type { ErrorObject } from 'ajv'
import type { MessageContext } from './message-context'
import { derefSchema, resolveSchemaPointer, type JsonSchema } from './schemas'
import { closest } from './suggest'

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
  const { schema, def } = derefSchema(ctx.set, declared, ctx.base)
  if (def === 'money') return `${property}: <number>`
  if (def === 'internalLink') return `${property}: /<page>`
  if (def === 'externalUrl') return `${property}: https://<address>`
  if (def === 'imagePath') return `${property}: /images/<file>`
  if (def === 'date') return `${property}: <YYYY-MM-DD>`
  if (def === 'time') return `${property}: "<HH:MM>"`
  if (def === 'tel') return `${property}: "+<digits>"`
  if (def === 'email') return `${property}: <name@example.com>`
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

export function requiredMessage(ctx: MessageContext): string {
  const property = String(ctx.error.params.missingProperty)
  return `${property} is missing: add \`${placeholder(ctx, property)}\``
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

/** `price is missing` adds nothing next to "`prise` is not a known field: did you mean `price`?". */
export function misspellingsOf(errors: ErrorObject[]): (error: ErrorObject) => boolean {
  const guessed = new Set(errors.map((e) => `${e.instancePath}|${misspeltField(e) ?? ''}`))
  return (error) => error.keyword === 'required' && guessed.has(`${error.instancePath}|${String(error.params.missingProperty)}`)
}

export function unknownFieldMessage(ctx: MessageContext): string {
  const property = String(ctx.error.params.additionalProperty)
  const known = Object.keys(((ctx.error.parentSchema as JsonSchema | undefined)?.properties ?? {}) as object)
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
