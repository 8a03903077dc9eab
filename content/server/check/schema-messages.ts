import type { ErrorObject } from 'ajv'
import { forbiddenMessage, requiredMessage, unknownFieldMessage } from './field-messages'
import { defOf, fieldLabel, type MessageContext } from './message-context'
import type { Position } from '../data/problem'
import type { SchemaSet } from './schemas'
import { keyPositionOf, pointerToPath, positionOf, type SourceFile } from './source'
import { enumMessage, formatMessage, patternMessage, rangeMessage, typeMessage } from './value-messages'
import { shown } from './written'

interface Explained {
  at: Position
  message: string
}

function message(ctx: MessageContext, missing: string[] | undefined): string {
  const { error, path } = ctx
  const label = fieldLabel(path)
  switch (error.keyword) {
    case 'type':
      return typeMessage(ctx)
    case 'required':
      return requiredMessage(ctx, missing)
    case 'additionalProperties':
      return unknownFieldMessage(ctx)
    case 'enum':
      return enumMessage(ctx)
    case 'const':
      return `${label} must be ${shown(error.params.allowedValue)} (you wrote ${shown(error.data)})`
    case 'pattern':
      return patternMessage(ctx)
    case 'format':
      return formatMessage(ctx)
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return rangeMessage(ctx)
    case 'minLength':
      return `${label} is empty: write the text`
    case 'maxLength':
      return `${label} is too long: it has ${String(error.data).length} characters; keep it to ${String(error.params.limit)} or fewer`
    case 'minItems':
      return `${label} must list at least ${String(error.params.limit)} item${error.params.limit === 1 ? '' : 's'}`
    case 'uniqueItems': {
      const items = error.data as unknown[]
      return `${label} lists ${shown(items[error.params.i as number])} twice: remove one`
    }
    case 'false schema':
      return forbiddenMessage(ctx)
    default:
      return `${label} ${error.message ?? 'is not valid'}`
  }
}

/** Where an editor should look: the value; the key of an unknown field; the group missing a field. */
function position(ctx: MessageContext): Position {
  const { error, source, path } = ctx
  if (error.keyword === 'additionalProperties') return keyPositionOf(source, path, String(error.params.additionalProperty))
  if (error.keyword === 'false schema') return keyPositionOf(source, path.slice(0, -1), path[path.length - 1])
  if (error.keyword === 'uniqueItems') return positionOf(source, [...path, Math.max(error.params.i as number, error.params.j as number)])
  return positionOf(source, path)
}

/** `if` only says which branch failed; the branch's own errors are reported instead. */
export function isReportable(error: ErrorObject): boolean {
  // An empty text is reported as empty, not also as "only spaces".
  const blankRule = error.keyword === 'pattern' && error.data === '' && ['text', 'title'].includes(defOf(error) ?? '')
  return error.keyword !== 'if' && !blankRule
}

export function explainSchemaError(error: ErrorObject, source: SourceFile, set: SchemaSet, base: string, missing?: string[]): Explained {
  const ctx: MessageContext = { error, source, set, base, path: pointerToPath(error.instancePath) }
  return { at: position(ctx), message: message(ctx, missing) }
}

/**
 * The errors to explain, with the `required` ones of one group and one rule merged: a package
 * missing six fields gets one line naming the six.
 */
export function groupMissingFields(errors: ErrorObject[]): { error: ErrorObject; missing?: string[] }[] {
  const groups = new Map<string, { error: ErrorObject; missing: string[] }>()
  const out: { error: ErrorObject; missing?: string[] }[] = []
  for (const error of errors) {
    if (error.keyword !== 'required') {
      out.push({ error })
      continue
    }
    const key = `${error.instancePath}|${error.schemaPath}`
    const group = groups.get(key)
    if (group) group.missing.push(String(error.params.missingProperty))
    else {
      const created = { error, missing: [String(error.params.missingProperty)] }
      groups.set(key, created)
      out.push(created)
    }
  }
  return out
}
