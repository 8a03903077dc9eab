// The launch check (`npm run check -- --launch`, and the production build on Netlify): every
// sample that must not go live is refused with its file and line, the settings too; locally and
// on deploy previews the samples keep working.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { launchProblems, launchWanted } from '../../content/server/check/launch-checks'
import { formatProblem } from '../../content/server/data/problem'
import { contentReport } from '../../content/server/check/report'

const root = process.cwd()
const KEYS = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret' }

/** The 1-based line of the first line of data/<file> holding `text`. */
function lineOf(file: string, text: string): number {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n')
  const index = lines.findIndex((line) => line.includes(text))
  if (index < 0) throw new Error(`${file} no longer holds ${text}`)
  return index + 1
}

const clean = mkdtempSync(path.join(tmpdir(), 'launch-'))
mkdirSync(path.join(clean, 'data'))
afterAll(() => rmSync(clean, { recursive: true, force: true }))

/** Problems for a project whose data/ is just these files. */
function check(files: Record<string, string>, env: NodeJS.ProcessEnv = KEYS) {
  return launchProblems({ root: clean, env, files }).map(formatProblem)
}

describe('launch check on a project of one file', () => {
  const site = 'name: Al-Noor Travel\nurl: https://www.alnoor-travel.co.uk\n'

  it('passes real content with the keys set', () => {
    expect(check({ 'data/site.yaml': `${site}email: info@alnoor-travel.co.uk\nphone: { display: 020 7123 4567, tel: "+442071234567" }\n` })).toEqual([])
  })

  it.each([
    ['an example.com e-mail', 'email: info@example.com', /data\/x\.yaml:1:8 {2}the e-mail address is on example\.com/],
    ['an .example link', 'href: https://www.trustpilot.com/review/alnoor-travel.example', /data\/x\.yaml:1:7 {2}the address is on alnoor-travel\.example/],
    ['a London drama number', 'phone: 020 7946 0100', /data\/x\.yaml:1:8 {2}"020 7946 0100" is a fictional number/],
    ['a mobile drama number in tel form', 'tel: "+447700900456"', /data\/x\.yaml:1:6 {2}"\+447700900456" is a fictional number/],
    ['a drama number in a sentence', 'text: Call us on 07700 900123 any time.', /"Call us on 07700 900123 any time\." is a fictional number/],
    ['a sample item', 'departures:\n  - { id: x, sample: true }', /data\/x\.yaml:2:22 {2}this item is marked sample: true/],
    ['a placeholder video id', 'video: { youtubeId: a1B2c3D4e5F }', /data\/x\.yaml:1:21 {2}"a1B2c3D4e5F" is a placeholder video id/],
    ['a brochure on example.com', 'brochureUrl: "https://www.example.com/b.pdf"', /the brochure link points at example\.com/],
    [
      'a social link to an example account',
      'social:\n  - { network: Facebook, url: "https://www.facebook.com/example" }',
      /data\/x\.yaml:2:31 {2}the social link "https:\/\/www\.facebook\.com\/example" is an example account/,
    ],
  ])('refuses %s, at its line', (_what, yaml, expected) => {
    const problems = check({ 'data/site.yaml': site, 'data/x.yaml': `${yaml}\n` })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(expected)
  })

  it('does not mind comments that mention the samples', () => {
    expect(check({ 'data/site.yaml': `${site}# numbers are fictional (020 7946 0xxx, example.com) until replaced\n` })).toEqual([])
  })

  it('refuses a site address on .example, from data/site.yaml or from SITE_URL', () => {
    expect(check({ 'data/site.yaml': 'name: A\nurl: https://www.alnoor-travel.example\n' })).toEqual([
      expect.stringMatching(/^data\/site\.yaml:2:6 {2}url "https:\/\/www\.alnoor-travel\.example" is on a reserved example domain/),
    ])
    expect(check({ 'data/site.yaml': site }, { ...KEYS, SITE_URL: 'https://preview.alnoor.example' })).toEqual([
      expect.stringMatching(/the SITE_URL setting "https:\/\/preview\.alnoor\.example" is on a reserved example domain/),
    ])
    expect(check({ 'data/site.yaml': 'name: A\nurl: https://www.alnoor-travel.example\n' }, { ...KEYS, SITE_URL: 'https://www.alnoor-travel.co.uk' })).toEqual(
      [],
    )
  })

  it('refuses missing reCAPTCHA keys, naming each', () => {
    expect(check({ 'data/site.yaml': site }, { RECAPTCHA_SITE_KEY: ' ' })).toEqual([
      expect.stringMatching(/^netlify\.toml:1:1 {2}RECAPTCHA_SITE_KEY is not set/),
      expect.stringMatching(/^netlify\.toml:1:1 {2}RECAPTCHA_SECRET_KEY is not set/),
    ])
  })
})

describe('launch check on the samples in data/', () => {
  const problems = launchProblems({ root, env: {} }).map(formatProblem)
  it.each([
    ['data/site.yaml', 'info@example.com', 'example.com'],
    ['data/site.yaml', '020 7946 0100', 'fictional number'],
    ['data/site.yaml', 'https://www.facebook.com/example', 'example account'],
    ['data/site.yaml', 'url: https://www.alnoor-travel.example', 'reserved example domain'],
    ['data/umrah.yaml', '    sample: true', 'marked sample: true'],
    ['data/home.yaml', 'youtubeId: a1B2c3D4e5F', 'placeholder video id'],
    ['data/hajj.yaml', 'brochureUrl: "https://www.example.com', 'brochure link'],
  ])('%s: %s', (file, text, message) => {
    const line = lineOf(file, text)
    expect(
      problems.some((p) => p.startsWith(`${file}:${line}:`) && p.includes(message)),
      `${file}:${line} ${message}`,
    ).toBe(true)
  })

  it('the keys too, when the build has none', () => {
    expect(problems.filter((p) => p.includes('RECAPTCHA_'))).toHaveLength(2)
  })

  it('refuses the sample numbers of the consulates and the High Commission; no office abroad writes one', () => {
    // The samples stand in for the redacted numbers of docs/specification/ (docs/decisions.md,
    // decision 12): each is a fictional number that must be replaced before launch.
    const fictional = problems.filter((p) => p.includes('fictional number'))
    const written = ['data/schengen-visa.yaml', 'data/bangladesh-visa.yaml'].flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/phone: \{ display: ([^}]+?) \}/g)].map((m) => ({ file, phone: m[1]! })),
    )
    expect(written.length).toBe(5)
    for (const { file, phone } of written)
      expect(
        fictional.some((p) => p.startsWith(file) && p.includes(`"${phone}"`)),
        phone,
      ).toBe(true)
    const offices = readFileSync(path.join(root, 'data/site.yaml'), 'utf8').split('\noffices:')[1]!.split('\nopeningHours:')[0]!
    // No office writes a number: the main office shows the main line's (phones: main), written once.
    expect(offices).not.toMatch(/phone:/)
  })
})

describe('when the launch check runs', () => {
  it('on `--launch` and on Netlify’s production build, not on previews or locally', () => {
    expect(launchWanted(['--launch'], {})).toBe(true)
    expect(launchWanted(['--dev'], { CONTEXT: 'production' })).toBe(true)
    expect(launchWanted(['--dev'], { CONTEXT: 'deploy-preview' })).toBe(false)
    expect(launchWanted([], {})).toBe(false)
  })

  // Two whole content reports (slow on a busy machine).
  it('fails the report with the samples; without it the same content passes', { timeout: 60_000 }, async () => {
    const launch = await contentReport({ root, launch: true, env: {} })
    expect(launch.failed).toBe(true)
    expect(launch.lines.at(-1)).toMatch(/^Launch check: \d+ files, \d+ errors/)
    const local = await contentReport({ root })
    expect(local.lines.some((line) => line.includes('before launch'))).toBe(false)
  })
})
