// What `npm run check` prints: for editors, for developers (--dev, the build), and for GitHub,
// which marks each problem on its line of the pull request.
import { spawnSync } from 'node:child_process'
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatAnnotation, problem } from '../../content/server/data/problem'
import { annotationsWanted, contentReport } from '../../content/server/check/report'
import { editedLines, lineOf } from '../support/content/fixture'
import { temporaryProject } from '../support/content/project'

const today = new Date('2025-06-01T12:00:00Z')
const CARDS = 'data/why-choose-us.yaml'
const wrongIcon = () => readFileSync(CARDS, 'utf8').replace('    icon: shield', '    icon: shieldd')

// The first check in a test file compiles every schema: slow on a busy machine.
describe('notes for developers', { timeout: 60_000 }, () => {
  const routes =
    readFileSync('data/routes.yaml', 'utf8') + '  - path: /not-built-yet\n    title: Not Built Yet\n    description: A page still to come.\n    section: home\n'
  const pending = `data/routes.yaml:${routes.split('\n').length - 4}:11  warning: /not-built-yet has no page yet: add pages/not-built-yet/+Page.tsx`

  it('are not shown to editors; the summary says how to see them', async () => {
    const { lines } = await contentReport({ files: { 'data/routes.yaml': routes }, today })
    expect(lines).not.toContain(pending)
    expect(lines[lines.length - 1]).toMatch(/ \(\d+ notes? for developers not shown: npm run check -- --dev\)$/)
  })

  it('are shown with --dev, as the build runs it', async () => {
    const { lines, failed } = await contentReport({ files: { 'data/routes.yaml': routes }, today, developer: true })
    expect(lines).toContain(pending)
    expect(failed).toBe(false)
  })
})

describe('GitHub annotations', () => {
  it('are wanted in GitHub Actions, unless a later step turns them off', () => {
    expect(annotationsWanted({ GITHUB_ACTIONS: 'true' })).toBe(true)
    expect(annotationsWanted({ GITHUB_ACTIONS: 'true', CONTENT_CHECK_ANNOTATIONS: 'off' })).toBe(false)
    expect(annotationsWanted({})).toBe(false)
  })

  it('carry file, line, column and the message, escaped as workflow commands need', () => {
    expect(formatAnnotation(problem('data/a,b.yaml', { line: 3, col: 7 }, '50% off\nsecond line'))).toBe(
      '::error file=data/a%2Cb.yaml,line=3,col=7::50%25 off%0Asecond line',
    )
    expect(formatAnnotation(problem('data/site.yaml', { line: 7, col: 10 }, 'shorten it', 'warning'))).toBe(
      '::warning file=data/site.yaml,line=7,col=10::shorten it',
    )
  })

  it('follow the plain lines, one per problem', async () => {
    const line = lineOf(CARDS, /^ {4}icon: shield$/)
    const { lines, failed } = await contentReport({ files: { [CARDS]: wrongIcon() }, today, annotate: true })
    const message =
      'icon must be one of: kaaba, tent, compass, passport, plane, hotel, shield, award, users, headset, tag, star, check, globe, calendar, clock, phone, mail, pin, quote (you wrote "shieldd")'
    expect(lines).toContain(`${CARDS}:${line}:11  ${message}`)
    expect(lines).toContain(`::error file=${CARDS},line=${line},col=11::${message}`)
    expect(failed).toBe(true)
  })

  describe('npm run check in a GitHub Actions run', () => {
    const project = temporaryProject()
    afterAll(project.remove)
    symlinkSync(join(process.cwd(), 'public'), join(project.root, 'public'))
    symlinkSync(join(process.cwd(), 'pages'), join(project.root, 'pages'))
    writeFileSync(join(project.root, CARDS), wrongIcon())
    const run = (env: Record<string, string>) =>
      spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), [join(process.cwd(), 'scripts/content/check.ts')], {
        cwd: project.root,
        env: { ...process.env, GITHUB_ACTIONS: '', CONTENT_CHECK_ANNOTATIONS: '', ...env },
        encoding: 'utf8',
      })

    // A real run of the script, as the workflow's step does it (slow: a fresh tsx process).
    it('prints ::error lines and fails', { timeout: 90_000 }, () => {
      const result = run({ GITHUB_ACTIONS: 'true' })
      expect(result.status).toBe(1)
      expect(result.stdout).toMatch(
        new RegExp(`^::error file=data/why-choose-us\\.yaml,line=${lineOf(CARDS, /^ {4}icon: shield$/)},col=11::icon must be one of: `, 'm'),
      )
    })
  })
})

describe('titles and descriptions search engines would cut (warnings at the line to shorten)', () => {
  it('the home page title is the agency name and the tagline', () => {
    const line = lineOf('data/site.yaml', /^tagline: /)
    expect(editedLines('data/site.yaml', [[/^tagline: .*$/m, 'tagline: Premium Umrah, Hajj & Islamic Tours from London']], undefined, { all: true })).toEqual([
      `data/site.yaml:${line}:10  warning: the title in search results and browser tabs of / is 64 characters, and search engines cut it after about 60 ("Al-Noor Travel | Premium Umrah, Hajj & Islamic Tours from London"): shorten tagline (the home page shows the name and tagline) by 4 or more`,
    ])
  })

  it('a page title and description of the route table', () => {
    const file = 'data/routes.yaml'
    const title = lineOf(file, /^ {4}title: Hotels/)
    const description =
      'Hotels in Makkah and Madinah close to the Haram, booked for you by our team in London, with breakfast, transfers, family rooms and rates for every budget and season.'
    const lines = editedLines(
      file,
      [
        [/^ {4}title: Hotels.*$/m, '    title: Hotels in Makkah and Madinah close to the Haram'],
        [/(title: Hotels in Makkah and Madinah close to the Haram\n {4}description: ).*$/m, `$1${description}`],
      ],
      undefined,
      { all: true },
    )
    expect(lines).toEqual([
      `${file}:${title}:12  warning: the title in search results and browser tabs of /hotels is 64 characters, and search engines cut it after about 60 ("Hotels in Makkah and Madinah close to the Haram | Al-Noor Travel"): shorten title by 4 or more`,
      `${file}:${title + 1}:18  warning: the description in search results of /hotels is ${description.length} characters, and search engines cut it after about 160 ("${description}"): shorten description by ${description.length - 160} or more`,
    ])
  })
})

describe('the real content', () => {
  it('no page title or description is too long outside the Umrah and Hajj catalogues', async () => {
    const { lines } = await contentReport({ today })
    expect(lines.filter((l) => l.includes('search engines cut') && !/^data\/(umrah|hajj)/.test(l))).toEqual([])
  })
})
