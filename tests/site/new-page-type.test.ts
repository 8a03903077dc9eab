// Issue 39, routes from data: a new kind of page with ids needs its page folder and one route in
// data/routes.yaml. In a scratch copy of the project, a page per hotel (/hotels/{hotelId}) is
// added that way, with no line of routing, sitemap, link or 404 code; one `vike build` later its
// pages are there, the sitemap lists them, a link to one is checked and a wrong id gets the 404 rule.
import { execFile } from 'node:child_process'
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { checkContent } from '../../content/server/check/check-content'
import { formatProblem } from '../../content/server/data/problem'
import { PROJECT_ROOT } from '../support/browser/site'

const ROUTE = `  - path: /hotels/{hotelId}
    ids: { from: data/hotels.yaml#/hotels/*/id }
    title: Hotel
    description: A hotel near the Haram, its rooms and price.
    section: hotels
`

// The page itself: what any page of the site does (its data from data/ through the loader, in the page's language).
const DATA = `import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { loadCatalogue } from '../../../content/server/data/load'

export function data(pageContext: PageContextServer) {
  const hotel = loadCatalogue('hotels', pageContext.locale).hotels.find((h) => h.id === pageContext.routeParams.hotelId)
  if (!hotel) throw render(404)
  return { name: hotel.name }
}
`
const PAGE = `export default function Page({ data }: { data: { name: string } }) {
  return <h1>{data.name}</h1>
}
`

const hotels = (parse(readFileSync(join(PROJECT_ROOT, 'data/hotels.yaml'), 'utf8')) as { hotels: { id: string; name: string }[] }).hotels
let scratch: string
const built = (path: string) => join(scratch, 'dist/client', path)

// What a scratch copy leaves out: installed packages are linked, what the build or git makes is not needed.
const LEFT_OUT = new Set(['node_modules', 'dist', '.git', '.netlify', '.outbox'])

beforeAll(async () => {
  // A copy, not links: Vite follows links to their real place, and the build's manifest would then name files outside the project.
  scratch = await mkdtemp(join(tmpdir(), 'new-page-type-'))
  await cp(PROJECT_ROOT, scratch, { recursive: true, filter: (from) => !LEFT_OUT.has(relative(PROJECT_ROOT, from).split(sep)[0]) })
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(scratch, 'node_modules'))
  await appendFile(join(scratch, 'data/routes.yaml'), ROUTE)
  await mkdir(join(scratch, 'pages/hotels/@hotelId'))
  await writeFile(join(scratch, 'pages/hotels/@hotelId/+data.ts'), DATA)
  await writeFile(join(scratch, 'pages/hotels/@hotelId/+Page.tsx'), PAGE)
  const run = (args: string[]) => promisify(execFile)(process.execPath, args, { cwd: scratch, maxBuffer: 64 * 1024 * 1024 })
  await run([join(PROJECT_ROOT, 'node_modules/vike/bin.js'), 'build'])
  await run(['--import', 'tsx', join(PROJECT_ROOT, 'scripts/content/sitemap.ts'), 'dist/client'])
}, 900_000)

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe('a new kind of page with ids, added as a page folder and one route', { timeout: 120_000 }, () => {
  it('is prerendered once per id, in English and (the route not translated yet) not in Bengali', async () => {
    expect(hotels.length).toBeGreaterThan(1)
    for (const hotel of hotels) {
      expect(await readFile(built(`hotels/${hotel.id}/index.html`), 'utf8')).toContain(`<h1>${hotel.name}</h1>`)
      expect(existsSync(built(`bn/hotels/${hotel.id}/index.html`))).toBe(false)
    }
    // The pages that were there are there still.
    expect(existsSync(built('hotels/index.html'))).toBe(true)
  })

  it('is listed in the sitemap, and an address under it with no hotel gets the Package Not Found rule', async () => {
    const sitemap = await readFile(built('sitemap.xml'), 'utf8')
    for (const hotel of hotels) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/hotels/${hotel.id}/</loc>`))
    expect((await readFile(built('_redirects'), 'utf8')).split('\n')).toContain('/hotels/*  /_package-not-found/index.html  404')
  })

  it('can be linked to from data/, and a link to an id that is not there is an error naming the pages there are', () => {
    const [hotel] = hotels
    const home = readFileSync(join(PROJECT_ROOT, 'data/shell.yaml'), 'utf8')
    const linking = (href: string) => home.replace(/policyHref: \S+/, `policyHref: ${href}`)
    const errors = (text: string) =>
      checkContent({ root: scratch, files: { 'data/shell.yaml': text }, today: new Date('2025-06-01T12:00:00Z') })
        .problems.filter((p) => p.file === 'data/shell.yaml' && p.severity === 'error')
        .map(formatProblem)
    expect(errors(linking(`/hotels/${hotel.id}`))).toEqual([])
    const typo = hotel.id.slice(0, -1)
    const [wrong, ...more] = errors(linking(`/hotels/${typo}`))
    expect(more).toEqual([])
    expect(wrong).toContain(`links to /hotels/${typo}, which is not a page: use`)
    expect(wrong).toContain(`/hotels/${hotel.id}`)
  })
})
