// What the browser editor (/admin/) is built with, made from schemas/ and data/ while it builds
// (admin/vite.config.ts), never committed:
//   virtual:editor/config   Decap's configuration (content/server/editor/editor-config.ts)
//   virtual:editor/schemas  the schema files, so the content check runs in the browser
//   virtual:editor/context  what the previews need from other files: the site's facts, the Hajj
//                           date words, the hotel cities, the policy labels, the Umrah packages
//                           that slides point at, the words of the Umrah and Hajj package pages
//   virtual:editor/images   the sizes made of each picture (scripts/images/build-images.ts)
//   virtual:editor/enquiry-words  the Enquiries page's words in each language (data/enquiries-view.yaml)
//   virtual:editor/words    the editor's own words (data/editor.yaml): the lists', those around a Bengali text
//   virtual:editor/disk     the files the content check reads (admin/disk.ts): data/ and schemas/
//                           as text, pages/ and public/ by name (the routes, the pictures)
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { schemaSet } from '../../content/server/check/schemas'
import { readDataFileList } from '../../content/server/editor/data-files'
import { editorConfig } from '../../content/server/editor/editor-config'
import { described, EDITOR_WORDS, withTranslations } from './collections'
import { loadCatalogue } from '../../content/server/data/load'
import { homeDay } from '../../content/server/page-data/home'
import { loadHajjPageWords } from '../../content/server/hajj/load'
import { loadFilled } from '../../content/server/facts/facts'
import { pageHref } from '../../content/server/routes/href'
import { readManifest } from '../../components/ui/responsive-image'
import { projectRoot } from '../../content/server/data/paths'
import { today } from '../../content/server/today'
import { LOCALES } from '../../content/browser/locale'
import { showUmrahPackage } from '../../content/server/umrah'

const PREFIX = 'virtual:editor/'

/** owner/name of the repository: CMS_GITHUB_REPO, else the one Netlify builds (REPOSITORY_URL). */
export function editorRepo(env: NodeJS.ProcessEnv = process.env): string {
  const set = env.CMS_GITHUB_REPO?.trim()
  if (set) return set
  const url = env.REPOSITORY_URL?.trim()
  const fromUrl = url ? /github\.com[/:]([^/]+\/[^/]+?)(\.git)?$/.exec(url)?.[1] : undefined
  return fromUrl ?? 'your-github-account/your-repository'
}

function configModule(): unknown {
  const root = projectRoot()
  const site = loadCatalogue('site', 'en')
  const config = editorConfig(schemaSet(root), readDataFileList(root), {
    repo: editorRepo(),
    branch: process.env.CMS_BRANCH?.trim() || 'main',
    siteUrl: process.env.SITE_URL?.trim() || site.url,
  })
  return { ...config, collections: withTranslations(described(config.collections, EDITOR_WORDS())) }
}

function schemasModule(): unknown {
  return Object.fromEntries(schemaSet(projectRoot()).files)
}

function contextModule(): unknown {
  const day = today()
  const { consent: _consent, ...policyLabels } = loadCatalogue('policy-pages', 'en')
  const umrahPackages = Object.fromEntries(
    loadFilled('umrah', [], 'en').packages.map((found) => {
      const pkg = showUmrahPackage(found, day, 'en')
      const link = pageHref(pkg.detailPage ? `/umrah/${pkg.id}` : '/umrah')
      return [pkg.id, { title: pkg.title, price: pkg.price, link, bookable: pkg.bookable, dates: pkg.dates, duration: pkg.duration, airline: pkg.airline }]
    }),
  )
  return {
    today: day,
    home: homeDay(day, 'en'),
    hajjDates: loadCatalogue('hajj-page', 'en').dates,
    hotelCities: loadCatalogue('hotels', 'en').cities,
    policyLabels,
    umrahPackages,
    umrahDetail: loadCatalogue('umrah-page', 'en').detail,
    hajjDetail: loadHajjPageWords(day, 'en').detail,
    hajjPhone: loadCatalogue('site', 'en').phones.hajjUmrah,
    newDates: loadCatalogue('shell', 'en').newDates.link,
  }
}

const enquiryWordsModule = () => Object.fromEntries(LOCALES.map((locale) => [locale, loadCatalogue('enquiries-view', locale)]))

/** The tracked files of the check's folders (git: what a pull request holds, not the build's output). */
function diskModule(): Record<string, string> {
  const root = projectRoot()
  const tracked = execFileSync('git', ['ls-files', '--', 'data', 'schemas', 'pages', 'public'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
  return Object.fromEntries(tracked.map((file) => [file, /^(data|schemas)\//.test(file) ? readFileSync(join(root, file), 'utf8') : '']))
}

const MODULES: Record<string, () => unknown> = {
  config: configModule,
  schemas: schemasModule,
  context: contextModule,
  images: readManifest,
  'enquiry-words': enquiryWordsModule,
  disk: diskModule,
  words: EDITOR_WORDS,
}

export function editorModules(): Plugin {
  return {
    name: 'editor-modules',
    resolveId: (id) => (id.startsWith(PREFIX) && id.slice(PREFIX.length) in MODULES ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      return `export default ${JSON.stringify(MODULES[id.slice(PREFIX.length + 1)]())}`
    },
  }
}
