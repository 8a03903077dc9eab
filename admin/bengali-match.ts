// Which English text a Bengali box translates. Decap does not tell a field its place in the entry
// (admin/widgets.tsx finds a field's problems the same way): the box is found by its name and its
// value among the translation's texts, and its place is carried over to the English file as the
// site lays a translation over it (content/server/language/translation.ts: list items by their id, else by order).
import { itemKeyOf } from '../content/server/language/translation'

type Path = (string | number)[]

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every place in `data` where a text `value` sits under the key `name` (a list's item: any index). */
function placesOf(data: unknown, name: string, value: string, path: Path = []): Path[] {
  if (typeof data === 'string') {
    const last = path[path.length - 1]
    return data === value && (last === name || typeof last === 'number') ? [path] : []
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => placesOf(item, name, value, [...path, index]))
  if (isRecord(data)) return Object.entries(data).flatMap(([key, item]) => placesOf(item, name, value, [...path, key]))
  return []
}

/** The English value at the place of the translation's `path`. */
export function englishAt(english: unknown, translated: unknown, path: Path): unknown {
  let from = english
  let at = translated
  for (const step of path) {
    if (Array.isArray(from) && Array.isArray(at) && typeof step === 'number') {
      const key = itemKeyOf(from)
      const item = at[step]
      from = key ? from.find((e) => isRecord(e) && isRecord(item) && e[key] === item[key]) : from[step]
      at = item
    } else {
      from = isRecord(from) ? from[String(step)] : undefined
      at = isRecord(at) ? at[String(step)] : undefined
    }
  }
  return from
}

/** The translation's value at the place of the English `path` (list items by their id, else by order). */
function translatedAt(english: unknown, translated: unknown, path: Path): unknown {
  let from = english
  let at = translated
  for (const step of path) {
    if (Array.isArray(from) && typeof step === 'number') {
      const key = itemKeyOf(from)
      const item = from[step]
      at = Array.isArray(at) ? (key ? at.find((t) => isRecord(t) && isRecord(item) && t[key] === item[key]) : at[step]) : undefined
      from = item
    } else {
      from = isRecord(from) ? from[String(step)] : undefined
      at = isRecord(at) ? at[String(step)] : undefined
    }
  }
  return at
}

/** Every place in `data` of a text under the key `name` (a list's item: any index). */
function textsNamed(data: unknown, name: string, path: Path = []): Path[] {
  if (typeof data === 'string') return path[path.length - 1] === name || typeof path[path.length - 1] === 'number' ? [path] : []
  if (Array.isArray(data)) return data.flatMap((item, index) => textsNamed(item, name, [...path, index]))
  if (isRecord(data)) return Object.entries(data).flatMap(([key, item]) => textsNamed(item, name, [...path, key]))
  return []
}

/**
 * The English text beside a box named `name` holding `value`: found when every place holding that
 * text has the same English (a text written twice is usually translated once, the same way). An
 * empty box: the English texts of its name not yet translated, when they are all one text.
 */
export function englishBeside(english: unknown, translated: unknown, name: string, value: unknown): string | undefined {
  const texts =
    typeof value === 'string' && value !== ''
      ? new Set(placesOf(translated, name, value).map((path) => englishAt(english, translated, path)))
      : new Set(
          textsNamed(english, name)
            .filter((path) => !translatedAt(english, translated, path))
            .map((path) => englishAt(english, english, path)),
        )
  const [only] = texts
  return texts.size === 1 && typeof only === 'string' ? only : undefined
}

/** The title, name or question of the item named `id` anywhere in `data`. */
export function nameById(data: unknown, id: string): string | undefined {
  if (Array.isArray(data)) return data.map((item) => nameById(item, id)).find(Boolean)
  if (!isRecord(data)) return undefined
  if (data.id === id) {
    const name = ['title', 'name', 'question', 'label', 'heading'].map((key) => data[key]).find((value) => typeof value === 'string')
    if (typeof name === 'string') return name
  }
  return Object.values(data)
    .map((value) => nameById(value, id))
    .find(Boolean)
}
