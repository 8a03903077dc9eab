// A sentence that tells visitors which button to press ("press Apply Now", 'choose "Not sure yet"')
// names the button as it was when the sentence was written: when the button is renamed (in
// data/words.yaml, a page's file or a form's), nothing ties the sentence to it, and it sends
// visitors looking for a button that is not there. Every name such a sentence gives must still be
// a label of the site. Labels (buttons, links, tabs, choices) are the short texts of data/, so a
// name is looked for among them all rather than in a list of fields that would go stale as well.
// A warning, as for other sentences the calendar or an edit made untrue: the page still works.
import { visit, type Scalar } from 'yaml'
import type { CheckContext } from './check-context'
import { markdownIds, readMarkdownSource } from '../markdown/source'
import { MARKDOWN_FOLDERS, type MarkdownFolder } from '../data/paths'
import { problem, type Position, type Problem } from '../data/problem'
import type { SourceFile } from './source'
import { closest } from './suggest'

/** A label is a short text: a few words, such as "Book Now" or "Register for Hajj {hajjYear}". */
const LABEL_WORDS = 6
const LABEL_LENGTH = 50

/** The verb is matched in either case, the name only when capitalised: no `i` flag on what follows it. */
const VERB = String.raw`\b(?:[Pp]ress|[Cc]lick|[Tt]ap|[Ss]elect|[Hh]it)(?:es|s|ed|ped|ing|ping)?\s+(?:on\s+)?(?:the\s+)?`
/** A name in quotes (straight, curly or single) or in Markdown's bold. */
const QUOTED = String.raw`"([^"\n]{1,${LABEL_LENGTH}})"|“([^”\n]{1,${LABEL_LENGTH}})”|‘([^’\n]{1,${LABEL_LENGTH}})’|\*\*([^*\n]{1,${LABEL_LENGTH}})\*\*`
/** Words of a name as buttons are written: each capitalised ("Apply Now", "Register for Hajj 2027"). */
const CAPITALISED = String.raw`([A-Z0-9][\w'’+-]*(?:\s+(?:(?:for|of|&)\s+)*(?:[A-Z0-9][\w'’+-]*|\{[A-Za-z]+\}))*)`
const NAME = `(?:${QUOTED}|${CAPITALISED})`
/** "press Apply Now or Start Application": a name, then more joined by commas, "or" and "and". */
const AFTER_VERB = new RegExp(`${VERB}${NAME}((?:\\s*,\\s*|\\s+or\\s+|\\s+and\\s+|,\\s+or\\s+)${NAME})*`, 'g')
const ONE_NAME = new RegExp(NAME, 'g')
/** A quoted name in a sentence that asks for a choice ('choose a package, or “Not sure yet”'). */
const QUOTED_CHOICE = new RegExp(`\\b(?:press|click|tap|select|hit|choose|pick)\\b[^.;:!?\\n]{0,60}?(?:${QUOTED})`, 'gi')
/** "the Book Now button", 'the "Send" link'. */
const BEFORE_NOUN = new RegExp(`\\bthe\\s+${NAME}\\s+(?:button|link|tab)\\b`, 'g')

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

interface Labels {
  names: string[]
  /** Each name lower-cased: the words a `{placeholder}` of a label may stand for. */
  known: Set<string>
  /** Each name as a pattern, a `{placeholder}` captured. */
  patterns: RegExp[]
}

/**
 * The labels of the site: every short text of data/. A `{placeholder}` is filled in by the site
 * with a figure or another name of data/ ("Book {name}" is "Book Winter Umrah December 2026",
 * "Register for Hajj {hajjYear}" is "... 2027"), so it stands for words with a digit or a name of
 * data/, never for any words: "Book Now" is not "Book {name}".
 */
function siteLabels(ctx: CheckContext): Labels {
  const names = new Set<string>()
  for (const { source } of ctx.sources.values()) {
    if (source.doc.errors.length > 0) continue
    visit(source.doc, {
      Scalar(key, node: Scalar) {
        if (key === 'key' || typeof node.value !== 'string') return
        const text = node.value.trim()
        if (text.length > 0 && text.length <= LABEL_LENGTH && text.split(/\s+/).length <= LABEL_WORDS) names.add(text)
      },
    })
  }
  const patterns = [...names].map(
    (name) =>
      new RegExp(
        `^${normalise(name)
          .split(/\{[A-Za-z]+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+)')}$`,
      ),
  )
  return { names: [...names], known: new Set([...names].map(normalise)), patterns }
}

function isLabel(wanted: string, labels: Labels): boolean {
  return labels.patterns.some((pattern) => {
    const match = pattern.exec(wanted)
    return match !== null && match.slice(1).every((filled) => /\d/.test(filled) || labels.known.has(filled))
  })
}

/** The names of buttons, links and choices that `text` tells visitors to use, with where each starts. */
export function namedButtons(text: string): Array<{ name: string; index: number }> {
  const found = new Map<number, string>()
  const add = (match: RegExpMatchArray, offset: number) => {
    const name = match.slice(1).find((group) => group !== undefined)
    if (name !== undefined && !/^\{[A-Za-z]+\}$/.test(name.trim())) found.set(offset + (match.index ?? 0) + match[0].indexOf(name), name.trim())
  }
  for (const match of text.matchAll(AFTER_VERB)) {
    const verb = new RegExp(VERB).exec(match[0])![0]
    for (const name of match[0].slice(verb.length).matchAll(ONE_NAME)) add(name, match.index + verb.length)
  }
  for (const match of text.matchAll(QUOTED_CHOICE)) {
    const quoted = new RegExp(QUOTED).exec(match[0].slice(match[0].search(/["“‘*]/)))
    if (quoted) add(quoted, match.index + match[0].search(/["“‘*]/))
  }
  for (const match of text.matchAll(BEFORE_NOUN)) add(match, 0)
  return [...found].sort(([a], [b]) => a - b).map(([index, name]) => ({ name, index }))
}

function staleName(name: string, labels: Labels): string | undefined {
  if (isLabel(normalise(name.replace(/[.,!?]+$/, '')), labels)) return undefined
  const guesses = closest(name, labels.names, 2)
  const fix = guesses.length > 0 ? `did you mean ${guesses.map((g) => `"${g}"`).join(' or ')}? ` : ''
  return `"${name}" is not the name of any button, link or choice of the site (was it renamed?): ${fix}write the name the page shows now, or describe the button without its name`
}

function yamlMentions(source: SourceFile, labels: Labels): Problem[] {
  const problems: Problem[] = []
  visit(source.doc, {
    Scalar(key, node: Scalar) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range) return
      for (const { name } of namedButtons(node.value)) {
        const message = staleName(name, labels)
        if (message) problems.push(problem(source.file, source.lineCounter.linePos(node.range[0]), message, 'warning'))
      }
    },
  })
  return problems
}

function markdownMentions(ctx: CheckContext, labels: Labels): Problem[] {
  return (Object.keys(MARKDOWN_FOLDERS) as MarkdownFolder[]).flatMap((folder) =>
    markdownIds(ctx.root, folder).flatMap((id) => {
      const page = readMarkdownSource(ctx.root, folder, id)
      return page.body.split('\n').flatMap((text, i) =>
        namedButtons(text).flatMap(({ name, index }) => {
          const message = staleName(name, labels)
          const at: Position = { line: page.bodyFirstLine + i, col: index + 1 }
          return message ? [problem(page.file, at, message, 'warning')] : []
        }),
      )
    }),
  )
}

export function checkButtonNames(ctx: CheckContext): Problem[] {
  const labels = siteLabels(ctx)
  const yaml = [...ctx.sources.values()].filter(({ source }) => source.doc.errors.length === 0 && source.file.endsWith('.yaml'))
  return [...yaml.flatMap(({ source }) => yamlMentions(source, labels)), ...markdownMentions(ctx, labels)]
}
