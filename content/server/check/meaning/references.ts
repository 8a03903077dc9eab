// `x-ref` on a text: `{ "to": "data/hajj.yaml#/packages/*/id", "is": "a Hajj package id of data/hajj.yaml" }`
// says the text names an item of another catalogue (`#/...` alone: of the same file). `is` is how
// the message calls such a value; by default "an id of data/hajj.yaml".
import { problem, type Problem } from '../../data/problem'
import { positionOf, type SourceFile } from '../source'
import { closest } from '../suggest'
import { shown } from '../written'
import { valuesAt, type Place } from './walk'

export const REF = 'x-ref'

export const refMetaSchema = {
  type: 'object',
  required: ['to'],
  additionalProperties: false,
  properties: { to: { type: 'string', pattern: '^([\\w./-]+\\.yaml)?#/' }, is: { type: 'string', minLength: 1 } },
}

interface Ref {
  to: string
  is?: string
}

/** The catalogue (by name) and the path of the values a reference may name. */
function target(ref: Ref, from: SourceFile): { catalogue: string; file: string; pattern: string } {
  const [file, pattern] = ref.to.split('#')
  return file ? { catalogue: (file.split('/').at(-1) ?? file).replace(/\.yaml$/, ''), file, pattern } : { catalogue: from.catalogue, file: from.file, pattern }
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** A catalogue's data by name: MISSING when there is no such catalogue, undefined when YAML could not read it. */
export type Catalogues = (name: string) => unknown

export const MISSING: unique symbol = Symbol('no such catalogue')

/**
 * A reference to nothing: a featured package that is not there, a review that was removed. A
 * catalogue YAML could not read is not looked in: its syntax error is reported already.
 */
export function danglingReference(source: SourceFile, { path, value, schema }: Place, catalogues: Catalogues): Problem[] {
  const ref = schema[REF] as Ref | undefined
  if (!ref || typeof value !== 'string') return []
  const { catalogue, file, pattern } = target(ref, source)
  const data = catalogues(catalogue)
  if (data === MISSING)
    return [
      {
        ...problem(
          source.file,
          positionOf(source, path),
          `the schema's x-ref names ${file}, which is not a catalogue: correct "to" in schemas/${source.catalogue}.schema.json`,
        ),
        audience: 'developer',
      },
    ]
  if (data === undefined) return []
  const known = valuesAt(data, pattern)
    .map((found) => found.value)
    .filter((v): v is string => typeof v === 'string')
  if (known.includes(value)) return []
  const key = pattern.split('/').at(-1) ?? ''
  const what = ref.is ?? `${article(key)} ${key} of ${file}`
  const [guess] = closest(value, known)
  const fix = guess ? `did you mean ${guess}?` : `use one of ${known.join(', ')}`
  return [problem(source.file, positionOf(source, path), `${shown(value)} is not ${what}: ${fix}`)]
}
