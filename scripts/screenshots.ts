// npm run screenshots [-- --set before --site ../other-checkout]: the first screen of every page
// template (scripts/screenshots/templates.ts) at 375 × 812 and 1440 × 900, saved as WebP in
// docs/screenshots/<set>/, and the set's tables in docs/screenshots/README.md: the faces the
// heading and the text are drawn in, the contrast of every text over a picture, the pictures each
// first screen shows. --only home,hajj-id shoots those templates alone (by their images' names)
// and leaves the README and the other images as they are. --site shoots another checkout's build (its dist/client, functions/ and
// netlify.toml, served here), for the "before" set of an older commit.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../tests/support/browser/chromium'
import { ensureChromium } from '../tooling/chromium'
import { startServer } from '../tooling/local-netlify/server'
import { tables, writeSection } from './screenshots/report'
import { shoot, type Shot, type Viewport } from './screenshots/shoot'
import { templatesOf } from './screenshots/templates'

const VIEWPORTS: Viewport[] = [
  { name: '375', width: 375, height: 812 },
  { name: '1440', width: 1440, height: 900 },
]
const DOC = resolve('docs/screenshots/README.md')

const { values } = parseArgs({ options: { set: { type: 'string', default: 'after' }, site: { type: 'string', default: '.' }, only: { type: 'string' } } })
const set = values.set!
const site = resolve(values.site!)
if (!/^[a-z0-9-]+$/.test(set)) throw new Error(`--set ${set}: a lower-case name such as before or after (it names the folder)`)
if (!existsSync(join(site, 'dist', 'client', 'index.html'))) {
  throw new Error(`No built site at ${join(site, 'dist', 'client')}: run \`npm run build\` in ${site} first`)
}

const every = templatesOf(site)
const only = values.only?.split(',')
const unknown = only?.filter((name) => !every.some((template) => template.name === name)) ?? []
if (unknown.length) throw new Error(`--only ${unknown.join(',')}: no such template (${every.map((template) => template.name).join(', ')})`)
const templates = only ? every.filter((template) => only.includes(template.name)) : every

const out = resolve('docs/screenshots', set)
mkdirSync(out, { recursive: true })
// This set's earlier shots go: a template the site no longer has leaves no stale picture.
if (!only) for (const file of readdirSync(out)) if (file.endsWith('.webp')) rmSync(join(out, file))

const scratch = mkdtempSync(join(tmpdir(), 'screenshots-'))
const server = await startServer({
  root: join(site, 'dist', 'client'),
  port: 0,
  host: '127.0.0.1',
  functionsDir: join(site, 'functions'),
  netlifyToml: join(site, 'netlify.toml'),
  env: { SMTP_URL: undefined, OUTBOX_DIR: join(scratch, 'outbox') },
  blobsDir: join(scratch, 'blobs'),
  schedules: false,
})
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS })
const shots: Shot[] = []
try {
  for (const template of templates) {
    for (const viewport of VIEWPORTS) {
      const shot = await shoot(browser, server.url, template, viewport, join(out, `${template.name}-${viewport.name}.webp`))
      shots.push(shot)
      const below = shot.contrast.filter((m) => m.worst < m.needed).length
      const { heading, body } = shot.fonts
      const faces = `heading ${heading?.family ?? '–'} (${heading?.state ?? '–'}), text ${body.family} (${body.state})`
      const covered = shot.covered.length ? `, ${shot.covered.length} covered` : ''
      console.log(`${template.path} ${viewport.name}: ${faces}; ${shot.contrast.length} texts over art${below ? `, ${below} below AA` : ''}${covered}`)
    }
  }
} finally {
  await browser.close()
  await server.close()
  rmSync(scratch, { recursive: true, force: true })
}

if (only) process.exit(0)
const git = (...args: string[]) => execFileSync('git', ['-C', site, ...args], { encoding: 'utf8' }).trim()
const changed = git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''
writeSection(DOC, set, tables(shots, DOC, `commit ${git('log', '-1', '--format=%h (%cd)', '--date=short')}${changed}`))
console.log(`${shots.length} shots in ${out}; tables in ${DOC}`)
