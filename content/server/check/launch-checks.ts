// What must not go live (`npm run check -- --launch`, and every build on Netlify's production
// context, CONTEXT=production): the samples that keep the site working locally. Each problem
// names its file and line in data/ (or the setting to change) and what to do:
// - example.com / example.org / example.net addresses and hosts on the reserved `.example` domain;
// - telephone numbers from Ofcom's drama ranges (020 7946 0xxx, 07700 900xxx), which are fictional;
// - items marked `sample: true` (sample departures);
// - placeholder YouTube ids (the samples' a1B2c3D4e5F pattern) and brochure links on example.com;
// - social links to `example` accounts;
// - a SITE_URL (or data/site.yaml `url`) on `.example`;
// - missing reCAPTCHA keys (RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY);
// - translations no native speaker has reviewed yet (content/server/check/translations.ts).
import { isMap, isPair, isScalar, isSeq, visit, type Node } from 'yaml'
import { readDataFiles } from './content'
import { problem, sortProblems, type Problem } from '../data/problem'
import { parseSource, type SourceFile } from './source'
import { translationLaunchProblems } from './translations'
import { EXAMPLE_HOST, PLACEHOLDER_VIDEO, SOCIAL_EXAMPLE } from '../../browser/sample-values'

interface LaunchOptions {
  root: string
  env?: NodeJS.ProcessEnv
  /** `data/<name>.yaml` → YAML text instead of the file on disk (tests). */
  files?: Record<string, string>
}

/** True when the launch checks apply: asked for, or the production build on Netlify. */
export function launchWanted(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return argv.includes('--launch') || env.CONTEXT === 'production'
}

const DRAMA_PHONE = /(?:\+44\s?\(?0?\)?\s?|\b0)(20\s?7946\s?0\d{3}|7700\s?900\s?\d{3})\b/
const DRAMA_DIGITS = /^(?:44|0)(2079460\d{3}|7700900\d{3})$/

interface Scalar {
  /** The key path down to the value, e.g. ['offices', 2, 'phone', 'display']. */
  path: (string | number)[]
  value: unknown
  line: number
  col: number
}

/** Every scalar value of a YAML file with its path and position (comments are not values). */
function scalarsOf(source: SourceFile): Scalar[] {
  const found: Scalar[] = []
  visit(source.doc, {
    Scalar(key, node, ancestors) {
      if (key === 'key') return
      const path: (string | number)[] = []
      for (let i = 0; i < ancestors.length; i += 1) {
        const ancestor = ancestors[i]
        const child = ancestors[i + 1] ?? node
        if (isPair(ancestor) && isScalar(ancestor.key)) path.push(String(ancestor.key.value))
        else if (isSeq(ancestor)) path.push(ancestor.items.indexOf(child as Node))
        else if (isMap(ancestor)) continue
      }
      const at = source.lineCounter.linePos(node.range?.[0] ?? 0)
      found.push({ path, value: node.value, line: at.line, col: at.col })
    },
  })
  return found
}

function valueProblems(file: string, scalar: Scalar): Problem[] {
  // The site's own address is checked with SITE_URL (settingProblems).
  if (file.endsWith('/site.yaml') && scalar.path.length === 1 && scalar.path[0] === 'url') return []
  const key = String(scalar.path[scalar.path.length - 1] ?? '')
  const at = { line: scalar.line, col: scalar.col }
  const problems: Problem[] = []
  if (key === 'sample' && scalar.value === true) {
    problems.push(problem(file, at, 'this item is marked sample: true: replace it with a real one or delete it before launch'))
  }
  if (typeof scalar.value !== 'string') return problems
  const text = scalar.value
  if (/youtubeid|videoid/i.test(key) && PLACEHOLDER_VIDEO.test(text)) {
    problems.push(problem(file, at, `"${text}" is a placeholder video id: put the id of the agency's own YouTube video here before launch`))
  }
  const host = EXAMPLE_HOST.exec(text)?.[1]
  if (host) {
    const what = /brochure/i.test(key)
      ? 'the brochure link points at'
      : SOCIAL_EXAMPLE.test(text) || scalar.path.includes('social')
        ? 'the social link points at'
        : text.includes('@') && !text.includes('/')
          ? 'the e-mail address is on'
          : 'the address is on'
    problems.push(problem(file, at, `${what} ${host}, a reserved example domain: replace "${text}" with the real one before launch`))
  } else if (SOCIAL_EXAMPLE.test(text)) {
    problems.push(problem(file, at, `the social link "${text}" is an example account: link the agency's own page before launch`))
  }
  const digits = text.replace(/[\s()+-]/g, '')
  if (DRAMA_PHONE.test(text) || (/^[+\d\s()-]{7,}$/.test(text) && DRAMA_DIGITS.test(digits))) {
    problems.push(problem(file, at, `"${text}" is a fictional number (Ofcom drama range 020 7946 0xxx / 07700 900xxx): put the real number here before launch`))
  }
  return problems
}

/** Where data/site.yaml says the site lives, or the top of the file. */
function siteUrlPosition(sources: readonly SourceFile[]): { file: string; line: number; col: number; url?: string } {
  const site = sources.find((source) => source.file.endsWith('/site.yaml'))
  const scalar = site ? scalarsOf(site).find((s) => s.path.length === 1 && s.path[0] === 'url') : undefined
  return {
    file: site?.file ?? 'data/site.yaml',
    line: scalar?.line ?? 1,
    col: scalar?.col ?? 1,
    url: typeof scalar?.value === 'string' ? scalar.value : undefined,
  }
}

function settingProblems(sources: readonly SourceFile[], env: NodeJS.ProcessEnv): Problem[] {
  const problems: Problem[] = []
  const siteUrl = siteUrlPosition(sources)
  const configured = env.SITE_URL?.trim()
  const url = configured || siteUrl.url
  let hostname = ''
  try {
    hostname = url ? new URL(url).hostname : ''
  } catch {
    hostname = ''
  }
  if (/(^|\.)example(\.(com|org|net))?$/i.test(hostname)) {
    const where = configured ? 'the SITE_URL setting' : 'url'
    problems.push(
      problem(
        siteUrl.file,
        siteUrl,
        `${where} "${url}" is on a reserved example domain: set the site's real address (data/site.yaml url, or SITE_URL in Netlify's environment variables) before launch`,
      ),
    )
  }
  for (const name of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY']) {
    if (!env[name]?.trim()) {
      problems.push(
        problem(
          'netlify.toml',
          { line: 1, col: 1 },
          `${name} is not set: add it in Netlify's site settings (Environment variables), not in this file, before launch; without it the forms refuse every submission`,
        ),
      )
    }
  }
  return problems
}

/** Every launch blocker in data/ and the build's settings, sorted by file and line. */
export function launchProblems({ root, env = process.env, files }: LaunchOptions): Problem[] {
  const sources = [...readDataFiles(root, files)].map(([file, text]) => parseSource(file, file.replace(/^data\/|\.yaml$/g, ''), text))
  const problems: Problem[] = []
  for (const source of sources) for (const scalar of scalarsOf(source)) problems.push(...valueProblems(source.file, scalar))
  problems.push(...settingProblems(sources, env), ...translationLaunchProblems({ root, files }))
  return sortProblems(problems)
}
