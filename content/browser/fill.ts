// The one placeholder filler: every `{name}` in a visitor's text (data/ words, facts, form
// messages, the search's status, printed documents) is filled here. No imports, so islands, the
// browser shell and the functions (through forms/) all use it.

export type FillValues = Readonly<Record<string, string | number>>

interface FillOptions {
  /**
   * Names left as they are, for a later fill (a form's {limit} kept while the facts go in); `'others'`
   * keeps every name without a value, where the content check has already refused unknown ones.
   */
  keep?: readonly string[] | 'others'
  /** Where the text comes from (`data/nusuk.yaml`), named in the error. */
  where?: string
  /** How the error speaks of a value, e.g. "a fact": `{hajjDate} is not a fact that can be filled in`. */
  noun?: string
}

const PLACEHOLDER = /\{([A-Za-z]\w*)\}/g

/** The names of the placeholders a text holds, in order. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1])

/**
 * `text` with each {name} replaced by its value: fill('{n} of {total}', { n: 2, total: 4 }) is
 * "2 of 4". A {name} with no value (and not kept) is an error naming it, the text's source and
 * the names there are, so a typo never reaches a visitor as "{hajjDate}".
 */
export function fill(text: string, values: FillValues, { keep = [], where, noun = 'a value' }: FillOptions = {}): string {
  return text.replace(PLACEHOLDER, (hole, name: string) => {
    if (Object.hasOwn(values, name)) return String(values[name])
    if (keep === 'others' || keep.includes(name)) return hole
    const known = Object.keys(values).map((n) => `{${n}}`)
    const from = where ?? JSON.stringify(text)
    throw new Error(`${from}: ${hole} is not ${noun} that can be filled in; use ${known.length > 0 ? `one of ${known.join(', ')}` : 'none'}`)
  })
}

/** A copy of `content` (a string, or arrays and objects of them) with every string filled. */
export function fillAll<T>(content: T, values: FillValues, options: FillOptions = {}): T {
  const each = (value: unknown): unknown => {
    if (typeof value === 'string') return fill(value, values, options)
    if (Array.isArray(value)) return value.map(each)
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, each(v)]))
    return value
  }
  return each(content) as T
}
