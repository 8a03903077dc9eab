// The site's CSS names the sides of a line by where it starts and ends, not by left and right, so
// a right-to-left language mirrors every page from <html dir> alone (content/browser/locale.ts's
// DIRECTIONS). tests/site/logical-css.test.ts runs this over every tracked stylesheet.
// What has no logical form (a gradient's angle, a transform) is mirrored by a `[dir='rtl']` rule
// beside it, which this cannot tell from the rule; it looks only at properties and keywords.

interface PhysicalSide {
  line: number
  declaration: string
  /** What to write instead. */
  instead: string
}

const SIDE_PROPERTIES: Record<string, string> = {
  left: 'inset-inline-start',
  right: 'inset-inline-end',
  'border-top-left-radius': 'border-start-start-radius',
  'border-top-right-radius': 'border-start-end-radius',
  'border-bottom-left-radius': 'border-end-start-radius',
  'border-bottom-right-radius': 'border-end-end-radius',
}

/** margin-left → margin-inline-start, border-right-color → border-inline-end-color, scroll-padding-left → … */
const SIDED = /^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-[a-z]+)?$/

/** Keywords naming a side, by the properties that take them. */
const SIDE_KEYWORDS: Record<string, Record<string, string>> = {
  'text-align': { left: 'start', right: 'end' },
  float: { left: 'inline-start', right: 'inline-end' },
  clear: { left: 'inline-start', right: 'inline-end' },
}

/** Shorthands whose 4-value form gives the left and right sides their own values. */
const BOX_SHORTHANDS = new Set(['margin', 'padding', 'inset', 'scroll-margin', 'scroll-padding', 'border-width', 'border-style', 'border-color'])

/** The value's parts, split at spaces outside brackets: `0 calc(1rem + 2px) 0` → three. */
function parts(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let current = ''
  for (const character of value.trim()) {
    if (character === '(') depth++
    if (character === ')') depth--
    if (/\s/.test(character) && depth === 0) {
      if (current) out.push(current)
      current = ''
    } else current += character
  }
  return current ? [...out, current] : out
}

/** What to write instead of a physical declaration, or undefined when it names no side of the line. */
function logicalFor(property: string, value: string): string | undefined {
  if (SIDE_PROPERTIES[property]) return SIDE_PROPERTIES[property]
  const sided = SIDED.exec(property)
  if (sided) return `${sided[1]}-inline-${sided[2] === 'left' ? 'start' : 'end'}${sided[3] ?? ''}`
  const keyword = SIDE_KEYWORDS[property]?.[value.trim()]
  if (keyword) return `${property}: ${keyword}`
  const values = parts(value)
  if (BOX_SHORTHANDS.has(property) && values.length === 4 && values[1] !== values[3])
    return `${property}-block and ${property}-inline (${property}-inline: ${values[3]} ${values[1]})`
  if (property === 'border-radius' && !value.includes('/')) {
    const [topLeft, topRight = topLeft, bottomRight = topLeft, bottomLeft = topRight] = values
    if (topLeft !== topRight || bottomRight !== bottomLeft)
      return 'border-radius with the same value on both sides, and border-start-start-radius, border-start-end-radius, border-end-start-radius or border-end-end-radius'
  }
  return undefined
}

/** Every declaration of the stylesheet that names a physical side, with its line. */
export function physicalSides(css: string): PhysicalSide[] {
  // Comments blanked out, their line breaks kept, so lines still count right.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const found: PhysicalSide[] = []
  // A declaration ends with ; or }; a selector (a:hover {) or a media query ends with {.
  for (const match of text.matchAll(/(?<=[{;\s])(-?[a-z][a-z-]*)\s*:\s*([^;{}]+?)\s*(?=[;}])/g)) {
    const [declaration, property, value] = match
    const instead = logicalFor(property!, value!)
    if (instead) found.push({ line: text.slice(0, match.index).split('\n').length, declaration, instead })
  }
  return found
}
