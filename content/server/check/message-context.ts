import type { ErrorObject } from 'ajv'
import type { SchemaSet } from './schemas'
import type { SourceFile } from './source'
import { shown } from './written'

/** One ajv error with what is needed to explain it in the editor's words. */
export interface MessageContext {
  error: ErrorObject
  source: SourceFile
  set: SchemaSet
  /** The schema file the catalogue is validated against, for resolving local `#/...` refs. */
  base: string
  path: string[]
}

/** `price`, or `features item 3` for an entry of a list. */
export function fieldLabel(path: readonly string[]): string {
  const last = path[path.length - 1]
  if (last === undefined) return 'this file'
  if (!/^\d+$/.test(last)) return last
  const list = [...path.slice(0, -1)].reverse().find((s) => !/^\d+$/.test(s)) ?? 'list'
  return `${list} item ${Number(last) + 1}`
}

export function withFix(message: string, value: unknown, replacement: string | number | boolean | undefined): string {
  if (replacement === undefined) return `${message} (you wrote ${shown(value)})`
  return `${message} (you wrote ${shown(value)}: write ${replacement})`
}

/** Which shared $def a failing keyword belongs to, from ajv's schemaPath. */
export function defOf(error: ErrorObject): string | undefined {
  return /\$defs\/([^/]+)\/[^/]+$/.exec(error.schemaPath)?.[1]
}
