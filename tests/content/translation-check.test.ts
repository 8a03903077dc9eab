// The content check of the translations under data/bn/ (content/server/check/translations.ts), on a copy of
// the project with one translation edited: what an editor of a Bengali text is told, at which line.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../content/server/check/check-content'
import { launchProblems } from '../../content/server/check/launch-checks'
import { checkTranslations } from '../../content/server/check/translations'
import { formatProblem } from '../../content/server/data/problem'
import { temporaryProject } from '../support/content/project'

const POLICY_WORDS = 'data/policy-pages.yaml'
const BN_POLICY_WORDS = 'data/bn/policy-pages.yaml'
const VISA = 'data/bangladesh-visa.yaml'
const BN_VISA = 'data/bn/bangladesh-visa.yaml'
const PRIVACY = 'data/policies/privacy-policy.md'
const BN_PRIVACY = 'data/bn/policies/privacy-policy.md'

const read = (file: string) => readFileSync(file, 'utf8')
/** The 1-based line of `file` (as given, or as on disk) holding `needle`, and the column it starts at. */
function place(file: string, needle: string, text = read(file)): { line: number; col: number } {
  const lines = text.split('\n')
  const index = lines.findIndex((line) => line.includes(needle))
  if (index < 0) throw new Error(`${file} no longer holds ${needle}`)
  return { line: index + 1, col: lines[index].indexOf(needle) + 1 }
}
const at = (file: string, needle: string, text?: string) => {
  const { line, col } = place(file, needle, text)
  return `${file}:${line}:${col}`
}

/** Every problem of the translations in a copy of the project with these files replaced (or removed: null). */
function check(files: Record<string, string | null>): string[] {
  const written = Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== null)
  const project = temporaryProject(Object.fromEntries(written))
  try {
    for (const [file, text] of Object.entries(files)) if (text === null) rmSync(join(project.root, file))
    return checkTranslations({ root: project.root }).map(formatProblem)
  } finally {
    project.remove()
  }
}

/** The problems at the lines of these files. */
const about = (lines: string[], ...files: string[]) => lines.filter((line) => files.some((file) => line.startsWith(`${file}:`)))

function edited(file: string, from: string | RegExp, to: string): string {
  const text = read(file)
  const changed = text.replace(from, to)
  expect(changed, `${String(from)} is in ${file}`).not.toBe(text)
  return changed
}

describe('the Bengali translations as they are', () => {
  const lines = check({})

  it('have no errors', () => {
    expect(lines.filter((line) => !line.includes('  warning: '))).toEqual([])
  })

  it('a translation that gives every text leaves nothing to report', () => {
    expect(about(lines, POLICY_WORDS, BN_POLICY_WORDS, PRIVACY, BN_PRIVACY)).toEqual([])
  })

  it('a time as the catalogues write it ("3-5 working days", "1 year") is not asked for: the pages write it in Bengali themselves', () => {
    const times = ['processing: 3-5 working days', 'duration: 30 days', 'validity: 1 year'].map(
      (needle) => `${at('data/visa.yaml', needle).replace(/:\d+$/, ':')}`,
    )
    expect(about(lines, 'data/visa.yaml').filter((line) => times.some((start) => line.startsWith(start)))).toEqual([])
    expect(read('data/bn/visa.yaml')).not.toMatch(/processing:|duration:/)
  })

  it('an FAQ page left out of the translation is one warning at its English item, not one per question', () => {
    // The Nusuk FAQ taken out of data/bn/faqs.yaml (everything from its item to the next page's).
    const withoutNusuk = edited('data/bn/faqs.yaml', /^ {2}- id: nusuk-hajj\n[\s\S]*?(?=^ {2}- id: )/m, '')
    expect(about(check({ 'data/bn/faqs.yaml': withoutNusuk }), 'data/faqs.yaml')).toEqual([
      `${at('data/faqs.yaml', 'id: nusuk-hajj')}  warning: nusuk-hajj: not yet translated into Bengali in data/bn/faqs.yaml: the Bengali page shows this in English (the whole item; add it to data/bn/faqs.yaml by its id)`,
    ])
  })
})

describe('words only the agency or another program reads (englishText in schemas/defs.schema.json)', () => {
  const lines = check({})
  // data/forms.yaml: the line of the agency's e-mail about the page's language, and a reply to a program.
  const englishOnly = ['fromLanguage:', 'notGiven:', 'invalidJson:'].map((key) => place('data/forms.yaml', key).line)

  it('are not asked for in Bengali', () => {
    for (const line of englishOnly) expect(about(lines, 'data/forms.yaml').filter((found) => found.startsWith(`data/forms.yaml:${line}:`))).toEqual([])
  })

  it('while a text beside them that a visitor reads is', () => {
    // The visa application's submit label, left out of the Bengali file, is asked for at its English line.
    const withoutSubmit = edited('data/bn/forms.yaml', /^ {2}submitLabel: আবেদন জমা দিন\n/m, '')
    const line = place('data/forms.yaml', '  submitLabel: Submit Application').line
    expect(
      about(check({ 'data/bn/forms.yaml': withoutSubmit }), 'data/forms.yaml').some(
        (found) => found.startsWith(`data/forms.yaml:${line}:`) && found.includes('not yet translated into Bengali'),
      ),
    ).toBe(true)
    // The country box's starting value is an input value (englishText), never asked for.
    const country = place('data/forms.yaml', 'defaultCountry:').line
    expect(about(lines, 'data/forms.yaml').filter((found) => found.startsWith(`data/forms.yaml:${country}:`))).toEqual([])
  })
})

describe('a Bengali text removed or misplaced', () => {
  it('a removed key is a warning at the English line', () => {
    const lines = check({ [BN_POLICY_WORDS]: edited(BN_POLICY_WORDS, /^contentsHeading: .*\n/m, '') })
    expect(about(lines, POLICY_WORDS, BN_POLICY_WORDS)).toEqual([
      `${at(POLICY_WORDS, 'Contents')}  warning: not yet translated into Bengali in ${BN_POLICY_WORDS}: the Bengali page shows this in English`,
    ])
  })

  it('a key the English lacks is an error at its line, with the key it may have meant', () => {
    const text = edited(BN_POLICY_WORDS, /^contentsHeading:/m, 'contentsHeadin:')
    const lines = about(check({ [BN_POLICY_WORDS]: text }), BN_POLICY_WORDS)
    expect(lines).toContain(
      `${at(BN_POLICY_WORDS, 'contentsHeadin:', text)}  \`contentsHeadin\` is not in ${POLICY_WORDS}: did you mean \`contentsHeading\`? check the spelling against the English, or delete it`,
    )
  })

  it('npm run check reports them with the rest of data/', () => {
    const text = edited(BN_POLICY_WORDS, /^contentsHeading:/m, 'titel: x\ncontentsHeading:')
    const lines = checkContent({ files: { [BN_POLICY_WORDS]: text } }).problems.map(formatProblem)
    expect(lines).toContain(`${at(BN_POLICY_WORDS, 'titel', text)}  \`titel\` is not in ${POLICY_WORDS}: check the spelling against the English, or delete it`)
  })

  it('an empty text is an error: the page would show nothing there', () => {
    const text = edited(BN_POLICY_WORDS, /^contentsHeading: .*$/m, 'contentsHeading: ""')
    expect(about(check({ [BN_POLICY_WORDS]: text }), BN_POLICY_WORDS)).toEqual([
      `${at(BN_POLICY_WORDS, '""', text)}  this text is empty, and the page would show nothing here: write its translation, or delete the line to show the English`,
    ])
  })

  it('a Bengali file with no English file is an error at its first line naming the file it expected', () => {
    const lines = check({ 'data/bn/policy-page.yaml': read(BN_POLICY_WORDS) })
    expect(about(lines, 'data/bn/policy-page.yaml')).toEqual([
      'data/bn/policy-page.yaml:1:1  there is no English file data/policy-page.yaml for this translation: a translation has the name of its English file under data/bn/ (data/bn/home.yaml translates data/home.yaml); rename it, or delete it',
    ])
  })

  it('a file YAML cannot read is reported at its line', () => {
    const text = edited(BN_POLICY_WORDS, /^(contentsHeading: .*\n)/m, '$1lastUpdatedLabel: আবার\n')
    const lines = about(check({ [BN_POLICY_WORDS]: text }), BN_POLICY_WORDS)
    expect(lines).toEqual([`${at(BN_POLICY_WORDS, 'lastUpdatedLabel: আবার', text)}  \`lastUpdatedLabel\` is written twice in the same group: keep only one`])
  })

  it('a YAML pitfall is reported as in an English file', () => {
    const text = edited(BN_POLICY_WORDS, /^contentsHeading: /m, 'contentsHeading: &')
    expect(about(check({ [BN_POLICY_WORDS]: text }), BN_POLICY_WORDS)).toEqual([
      expect.stringMatching(new RegExp(`^${at(BN_POLICY_WORDS, '&', text)} {2}the value of contentsHeading starts with &`)),
    ])
  })

  it('a page file with no translation at all is one warning for the file', () => {
    const lines = check({ [BN_VISA]: null })
    expect(about(lines, VISA)).toEqual([
      `${VISA}:1:1  warning: not yet translated into Bengali: the Bengali pages show this file's texts in English until ${BN_VISA} translates them`,
    ])
  })
})

describe('facts stay in the English file', () => {
  it('a price written in the translation is an error at its line, and the English price is shown', () => {
    const text = edited(BN_VISA, /^( {6}processing: ১–২ সপ্তাহ\n)/m, '$1      price: 80\n')
    expect(about(check({ [BN_VISA]: text }), BN_VISA)).toEqual([
      `${at(BN_VISA, '80', text)}  \`services.items.0.price\` is a fact (90): prices, dates and numbers come from the English file: delete this line`,
    ])
  })

  it('a link or a value a form sends, written again, is an error at its line', () => {
    const text = edited(BN_VISA, /^( {4}- label: সৌদি ভিসা\n)/m, '$1      href: /bn/visa\n').replace(
      '- { label: ব্রিটিশ }',
      '- { value: ব্রিটিশ, label: ব্রিটিশ }',
    )
    expect(about(check({ [BN_VISA]: text }), BN_VISA)).toEqual([
      `${at(BN_VISA, '/bn/visa', text)}  \`related.links.0.href\` is a fact (/visa): links, ids, dates and numbers come from the English file: delete this line`,
      `${at(BN_VISA, 'value: ব্রিটিশ', text).replace(/:(\d+)$/, (_, col: string) => `:${Number(col) + 'value: '.length}`)}  \`form.nationalities.0.value\` is a fact (British): links, ids, dates and numbers come from the English file: delete this line`,
    ])
  })

  it('a text where the English has a list is an error: the shape is the English one', () => {
    const text = edited(BN_VISA, /^ {2}points:\n(?: {4}- .*\n)+/m, '  points: জমা দেওয়ার আগে যাচাই\n')
    expect(about(check({ [BN_VISA]: text }), BN_VISA)[0]).toBe(
      `${at(BN_VISA, 'জমা দেওয়ার আগে যাচাই', text)}  \`hero.points\` holds a list in ${VISA}: write its translated texts in the same shape as the English`,
    )
  })

  it('the English facts a translation does not write are not reported as untranslated', () => {
    const lines = about(check({ [BN_VISA]: 'review:\n  status: draft\n' }), VISA)
    expect(lines.length).toBeGreaterThan(100)
    const facts: [string, string][] = [
      ['image: ', '/images/sample/bangladesh-visa-dhaka.svg'],
      ['formsFile: ', 'bangladesh-no-visa-checklist.pdf'],
      ['key: ', 'no-visa'],
      ['{ value: ', 'British'],
      ['price: ', '90'],
      ['href: ', '/visa'],
      ['consultation: ', '/contact#contact-form'],
    ]
    for (const [key, value] of facts) {
      const { line, col } = place(VISA, `${key}${value}`)
      expect(
        lines.some((l) => l.startsWith(`${VISA}:${line}:${col + key.length}  `)),
        value,
      ).toBe(false)
    }
  })
})

describe('what a translation may write but need not', () => {
  it('a proper name or a text of figures: in Bengali letters or digits, or left to the English', () => {
    const written = edited(BN_VISA, /^( {8}- \{ label: এক্সপ্রেস সেবা) \}/m, '$1, value: +£৫০ }')
    expect(about(check({ [BN_VISA]: written }), BN_VISA, VISA)).toEqual([])
    const left = edited(BN_VISA, /^ {2}name: .*\n/m, '')
    expect(about(check({ [BN_VISA]: left }), BN_VISA, VISA)).toEqual([])
  })

  it('the route table: a page left out of data/bn/routes.yaml is an English page, not an untranslated text', () => {
    // Its search phrases translated, its description not.
    const routes = 'review:\n  status: draft\nroutes:\n  - path: /contact\n    title: যোগাযোগ\n    localKeywords: [ক, খ, গ]\n'
    const { line } = place('data/routes.yaml', 'path: /contact')
    expect(about(check({ 'data/bn/routes.yaml': routes }), 'data/routes.yaml', 'data/bn/routes.yaml')).toEqual([
      `data/routes.yaml:${line + 2}:18  warning: not yet translated into Bengali in data/bn/routes.yaml: the Bengali page shows this in English`,
    ])
  })
})

describe('placeholders', () => {
  it('a placeholder lost in the translation is an error at its line, naming it', () => {
    const text = edited(BN_POLICY_WORDS, '({date} তারিখে সংরক্ষিত)', '(সংরক্ষিত)')
    expect(about(check({ [BN_POLICY_WORDS]: text }), BN_POLICY_WORDS)).toEqual([
      `${at(BN_POLICY_WORDS, '(সংরক্ষিত)', text)}  {date} is missing: a translation keeps the placeholders of the English text exactly as written ({date}), each is filled in with a fact`,
    ])
  })

  it('a placeholder the English text does not have is an error too', () => {
    const text = edited(BN_POLICY_WORDS, '({date} তারিখে সংরক্ষিত)', '({datum} তারিখে সংরক্ষিত)')
    expect(about(check({ [BN_POLICY_WORDS]: text }), BN_POLICY_WORDS)).toEqual([
      `${at(BN_POLICY_WORDS, '({datum}', text)}  {date} is missing and {datum} is not in the English text: a translation keeps the placeholders of the English text exactly as written ({date}), each is filled in with a fact`,
    ])
  })
})

describe('the review mark', () => {
  const reviewed = (status: string) => edited(BN_POLICY_WORDS, /^review:\n {2}status: draft$/m, `review:\n${status}`)

  it('a translation without one is an error at its top', () => {
    const text = edited(BN_POLICY_WORDS, /^review:\n {2}status: draft\n/m, '')
    expect(about(check({ [BN_POLICY_WORDS]: text }), BN_POLICY_WORDS)).toEqual([
      `${BN_POLICY_WORDS}:1:1  this translation has no review mark: start the file with \`review:\` and, on the next line, \`  status: draft\` (reviewed, with \`by:\` and \`on:\`, once a native speaker has read it)`,
    ])
  })

  it('a status other than draft or reviewed is an error, and reviewed needs who and when', () => {
    const done = reviewed('  status: done')
    expect(about(check({ [BN_POLICY_WORDS]: done }), BN_POLICY_WORDS)).toEqual([
      `${at(BN_POLICY_WORDS, 'done', done)}  review.status must be draft or reviewed (you wrote "done")`,
    ])
    const undated = reviewed('  status: reviewed\n  on: 15 January')
    expect(about(check({ [BN_POLICY_WORDS]: undated }), BN_POLICY_WORDS)).toEqual([
      `${at(BN_POLICY_WORDS, 'status: reviewed', undated)}  a reviewed translation names who reviewed it: add \`by:\` with the native speaker's name under review`,
      `${at(BN_POLICY_WORDS, '15 January', undated)}  a reviewed translation says when: write \`on:\` under review as the date it was read, YYYY-MM-DD, e.g. 2026-01-15`,
    ])
    expect(about(check({ [BN_POLICY_WORDS]: reviewed('  status: reviewed\n  by: Nasima Begum\n  on: 2026-11-20') }), BN_POLICY_WORDS)).toEqual([])
  })

  it('the launch check lists every translation not yet reviewed, and not a reviewed one', () => {
    const project = temporaryProject({ [BN_POLICY_WORDS]: reviewed('  status: reviewed\n  by: Nasima Begum\n  on: 2026-11-20') })
    try {
      const env = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret' }
      const unreviewed = launchProblems({ root: project.root, env })
        .map(formatProblem)
        .filter((line) => line.includes('not yet reviewed by a native speaker'))
      expect(unreviewed).toContain(
        `${at('data/bn/faqs.yaml', 'draft')}  Bengali translation not yet reviewed by a native speaker: set review.status to reviewed, with by: and on:, once they have read it`,
      )
      expect(unreviewed.some((line) => line.startsWith(`${BN_PRIVACY}:`))).toBe(true)
      expect(unreviewed.some((line) => line.startsWith(`${BN_POLICY_WORDS}:`))).toBe(false)
      expect(checkTranslations({ root: project.root }).some((p) => p.message.includes('not yet reviewed'))).toBe(false)
    } finally {
      project.remove()
    }
  })
})

describe('a translated Markdown page', () => {
  it('is checked as the catalogues are in its front matter, and keeps the English anchors and placeholders in its text', () => {
    const text = read(BN_PRIVACY)
      .replace(/^title: .*\n/m, '')
      .replace(/^intro:/m, 'lastUpdated: 2026-01-01\nintro:')
      .replace('{#cookies}', '{#kukis}')
      .replace('{privacyReplyHours}', '২৪')
    expect(about(check({ [BN_PRIVACY]: text }), PRIVACY, BN_PRIVACY)).toEqual([
      `${at(BN_PRIVACY, '2026-01-01', text)}  \`lastUpdated\` is a fact (2025-08-23): links, ids, dates and numbers come from the English file: delete this line`,
      `${BN_PRIVACY}:${place(BN_PRIVACY, '{agencyName} ("আমরা")', text).line}:1  {privacyReplyHours} is missing: a translation keeps the placeholders of the English page exactly as written ({agencyName}, {atolNumber}, {enquiryRetentionDays}, {email}, {phone}, {address}, {privacyReplyHours}), each is filled in with a fact`,
      `${BN_PRIVACY}:${place(BN_PRIVACY, '{#kukis}', text).line}:1  each \`##\` heading ends with the English heading's anchor (missing {#cookies}; not in English {#kukis}): the contents and links to a section use them`,
      `${at(PRIVACY, 'Privacy Policy')}  warning: not yet translated into Bengali in ${BN_PRIVACY}: the Bengali page shows this in English`,
    ])
  })

  it('with no text below its front matter is an error', () => {
    const text = read(BN_PRIVACY).replace(/\n---\n[\s\S]*$/, '\n---\n')
    expect(about(check({ [BN_PRIVACY]: text }), BN_PRIVACY)).toEqual([
      expect.stringMatching(
        / {2}the page's text is missing: write the translation below the front matter's closing `---`, or delete this file to show the English page$/,
      ),
    ])
  })
})
