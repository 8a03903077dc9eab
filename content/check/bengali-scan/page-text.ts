// What a reader of a built page reads: its title, the text of its body and the attributes that are
// read aloud or shown (aria-label, alt, title, placeholder), not addresses or data (href, src,
// data-*: an island's props are read from data/ by the words scan, words-scan.ts). Scripts, styles
// and drawings are no text. Regular expressions suffice: the pages are the build's own HTML.

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
      .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
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

/** A built page's texts: its <title>, its body's text and its read attributes. */
export function pageTexts(html: string): string[] {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  return [...(title ? [visibleText(title)] : []), visibleText(body), ...readAttributes(body)]
}
