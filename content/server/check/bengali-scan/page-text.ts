// What a reader of a built page reads: its title, the text of its body and the attributes that are
// read aloud or shown (aria-label, alt, title, placeholder), not addresses or data (href, src,
// data-*), and the texts an island is given to show once it wakes (its JSON props: a hotel's
// name, a form's heading), not the ids and values it is given. Scripts, styles and drawings are
// no text. Regular expressions suffice: the pages are the build's own HTML.
import { FACT_PATTERNS, NAME_PATTERNS, REFERENCE_KEYS } from '../text-kinds'

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', ndash: '–', mdash: '—' }

/** The text an HTML fragment's entities stand for (&amp; → &, &#x27; → '). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
    return NAMED[name.toLowerCase()] ?? entity
  })
}

/** The text of an HTML fragment as a reader meets it, one space between its parts. */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** The attributes a reader hears or sees: the name of a control, an image's description, a tooltip, a field's hint. */
const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder']

/** The values of the read attributes of an HTML fragment's elements, each on its own. */
export function readAttributes(html: string): string[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
  const pattern = new RegExp(`\\s(?:${READ_ATTRIBUTES.join('|')})="([^"]*)"`, 'g')
  return Array.from(body.matchAll(pattern), ([, value]) => decodeEntities(value!).trim()).filter((value) => value.length > 0)
}

/**
 * Whether an island's prop is an id, an address or a value it sends rather than words it shows. A
 * value of figures alone (a video's length, 7:24) is one the island writes in the page's digits as
 * it shows it (format.ts `figures`): what it shows is in the prerendered page, which is read.
 */
const isCode = (key: string, value: string) =>
  REFERENCE_KEYS.has(key) || /Id$/.test(key) || !/\p{L}/u.test(value) || [...FACT_PATTERNS, ...NAME_PATTERNS].some((pattern) => pattern.test(value.trim()))

/** The prop holding what an island sends the agency in English beside what it shows (a hotel booking's name, city and distance). */
const SENT_IN_ENGLISH = 'english'

/** The words in an island's props (the JSON the server leaves for it), each with its key. */
export function islandTexts(html: string): Array<{ key: string; text: string }> {
  const texts: Array<{ key: string; text: string }> = []
  const walk = (value: unknown, key: string): void => {
    // A {placeholder} is filled in by the island: its name is no word it shows.
    if (typeof value === 'string') {
      if (!isCode(key, value)) texts.push({ key, text: value.replace(/\{[A-Za-z]\w*\}/g, (hole) => ' '.repeat(hole.length)) })
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key))
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) if (name !== SENT_IN_ENGLISH) walk(item, name)
  }
  for (const [, json] of html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      walk(JSON.parse(json!), '')
    } catch {
      // Not an island's props (no JSON the scan can read): the islands' own test reads those.
    }
  }
  return texts
}

/** A built page's texts: its <title>, its body's text and its read attributes. */
export function pageTexts(html: string): string[] {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  return [...(title ? [visibleText(title)] : []), visibleText(body), ...readAttributes(body)]
}
