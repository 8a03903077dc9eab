import { isPair, isScalar, visit } from 'yaml'
import { FACT_NAMES, FORM_PLACEHOLDERS } from '../facts'
import type { CheckContext } from './check-context'
import { problem, type Problem } from '../problem'
import { positionInScalar, type SourceFile } from './source'
import { closest } from './suggest'

// The facts the pages' +data hooks fill in at build time: checked here first, with the line, so
// the build never stops on them with a stack trace.

const PLACEHOLDER = /\{([A-Za-z]+)\}/g

/** `{hajjDate}` in a text that fills in facts: the build would stop on it. */
function unknownFacts(source: SourceFile, local: readonly string[] = []): Problem[] {
  const problems: Problem[] = []
  const known = [...FACT_NAMES, ...local]
  visit(source.doc, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string' || !isScalar(node) || !node.range) return
      // A route's path names its parameter in braces ({packageId}): not a fact.
      const parent = path.at(-1)
      if (isPair(parent) && isScalar(parent.key) && parent.key.value === 'path') return
      for (const match of node.value.matchAll(PLACEHOLDER)) {
        if (known.includes(match[1])) continue
        const [guess] = closest(match[1], known)
        const fix = guess ? `did you mean {${guess}}?` : `use one of ${known.map((n) => `{${n}}`).join(', ')}`
        problems.push(problem(source.file, positionInScalar(source, node.range, match[0]), `${match[0]} is not a fact that can be filled in: ${fix}`))
      }
    },
  })
  return problems
}

/**
 * The files whose words may quote facts as {name} (content/facts.ts fills them in), with the
 * names a file fills in itself: a slide's package ({dates}), a Hajj package's {date}.
 */
const FACT_FILES: Record<string, readonly string[]> = {
  // Only replyPromise is filled in (content/facts.ts siteWithFacts).
  site: [],
  nusuk: [],
  faqs: [],
  'hajj-registration': FORM_PLACEHOLDERS,
  // The forms' words: {replyHours} in the thank-you texts; the numbers the form fills in itself.
  forms: [...FORM_PLACEHOLDERS, 'name', 'field', 'kinds', 'total', 'first', 'last', 'count', 'reference', 'language', 'page'],
  hotels: FORM_PLACEHOLDERS,
  'bangladesh-visa': FORM_PLACEHOLDERS,
  flights: [...FORM_PLACEHOLDERS, 'number', 'part'],
  transport: FORM_PLACEHOLDERS,
  'get-quote': [...FORM_PLACEHOLDERS, 'step', 'total'],
  navigation: [],
  routes: [],
  'contact-page': [],
  'hajj-comparison': [],
  'islamic-tours': [],
  'coming-soon': [],
  'why-choose-us': [],
  // Pages read it through loadFilled('umrah'); content/print/umrah-brochure.ts fills in the brochures.
  umrah: [],
  'east-london-mosque-umrah': ['tripMonth'],
  home: ['dates', 'duration', 'airline'],
  'hajj-page': ['date', 'duration'],
  'umrah-page': ['dates', 'duration', 'price', 'subtitle'],
}

export function checkFacts(ctx: CheckContext): Problem[] {
  return Object.entries(FACT_FILES).flatMap(([name, local]) => {
    const entry = ctx.sources.get(name)
    return entry && entry.source.data !== undefined ? unknownFacts(entry.source, local) : []
  })
}
