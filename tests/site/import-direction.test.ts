// The import direction of the code (issue 13): pages → components → islands, content code in
// content/, shared form code in forms/, command-line entry points in scripts/.
//
//   pages/       a route's +Page/+data: may import every layer below (not scripts/)
//   renderer/    vike's shell around every page (+onRenderHtml, +client, Head): like pages/
//   components/  server-rendered parts: may import islands/, content/, forms/, schemas/
//   islands/     the parts hydrated in the browser: content/, forms/, schemas/ (words, types)
//   behaviours/  plain browser scripts over the server-rendered HTML (no React, no node:*): only
//                behaviours/, content/ and schemas/ (content/browser/ at run time, held by
//                tests/site/content-rooms.test.ts; the generated words take a type from
//                content/server/generate/); pages/, renderer/, components/, islands/ import it
//   content/     loading data/, paths, page data, the content check: only content/, forms/, schemas/
//   forms/       one zod schema per form, shared by islands/ and functions/: content/, schemas/
//   functions/   Netlify Functions, bundled without data/: only functions/ and forms/ (whose
//                *.generated.ts modules compile in what they need of data/)
//   scripts/     command-line entry points: anything but pages/ and renderer/
//   admin/       the staff's editor (Decap CMS at /admin/): pages/ and components/ for its previews
//                (what it previews is the built page), content/, schemas/, scripts/admin/ for its build
//
// content/, forms/, functions/, tooling/ and admin/ never import behaviours/ (nor islands/).
//
// Nothing outside pages/ but the editor's previews imports pages/; vike finds pages by their file names, so no vike config
// needs to (pages/+config.ts is inside pages/ and imports nothing of it). Nothing but pages/ and
// renderer/ imports renderer/. Every import is read: `import … from`, `import type`, `export … from`,
// `import()` and side-effect imports of CSS.
import { readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { moduleFiles } from '../../tooling/file-names'

const ROOT = join(import.meta.dirname, '..', '..')
const MODULES = moduleFiles(ROOT)
const LAYERS = ['admin', 'pages', 'renderer', 'components', 'islands', 'behaviours', 'forms', 'functions', 'content', 'scripts', 'tooling'] as const
type Layer = (typeof LAYERS)[number]

interface Rule {
  /** Folders (first path segment) this layer must not import. */
  forbidden?: string[]
  /** When set, the only folders this layer may import (its own included). */
  only?: string[]
  why: string
}

const RULES: Record<Layer, Rule> = {
  pages: { forbidden: ['scripts', 'tooling'], why: 'pages/ never import scripts/ (command-line entry points)' },
  renderer: { forbidden: ['pages', 'scripts', 'tooling'], why: 'renderer/ never imports pages/ or scripts/' },
  components: {
    forbidden: ['pages', 'renderer', 'scripts', 'tooling'],
    why: 'components/ never import pages/, renderer/ or scripts/ (pages → components → islands)',
  },
  islands: {
    forbidden: ['components', 'pages', 'renderer', 'scripts', 'tooling'],
    why: 'islands/ never import components/, pages/, renderer/ or scripts/ (pages → components → islands)',
  },
  behaviours: {
    only: ['behaviours', 'content', 'schemas'],
    why: 'behaviours/ are plain browser scripts over the server-rendered HTML (no React, no node:*): they import only behaviours/, content/ and schemas/',
  },
  content: {
    forbidden: ['components', 'islands', 'behaviours', 'pages', 'renderer', 'scripts', 'tooling'],
    why: 'content/ never imports components/, islands/, behaviours/, pages/, renderer/ or scripts/',
  },
  forms: {
    forbidden: ['components', 'islands', 'behaviours', 'pages', 'renderer', 'scripts', 'functions', 'tooling'],
    why: 'forms/ never import components/, islands/, behaviours/, pages/, renderer/, functions/ or scripts/',
  },
  functions: {
    only: ['functions', 'forms'],
    why: 'functions/ import only functions/ and forms/ (Netlify bundles them without the rest)',
  },
  admin: {
    forbidden: ['renderer', 'functions', 'islands', 'behaviours'],
    why: 'admin/ (the staff editor) previews a page with the page itself (pages/, components/) and checks it with content/; it never imports renderer/, islands/, behaviours/ or functions/',
  },
  scripts: { forbidden: ['pages', 'renderer'], why: 'nothing outside pages/ imports pages/, nothing but pages/ and renderer/ imports renderer/' },
  tooling: {
    forbidden: ['pages', 'renderer', 'components', 'islands', 'behaviours', 'scripts'],
    why: 'tooling/ (the local Netlify, the browser finder, the benchmarks) never imports the site or scripts/',
  },
}

interface Edge {
  /** The importing file, relative to the project root. */
  from: string
  /** The specifier as written. */
  specifier: string
  /** The imported path, relative to the project root, without extension resolution. */
  to: string
}

/** The TypeScript modules under `dir` (tooling/file-names.ts finds every module of the repository once). */
const sourceFiles = (dir: string): string[] => MODULES.filter((path) => path.startsWith(`${dir}/`) && /\.tsx?$/.test(path))

/** Every relative import of a file: static, type-only, re-exports, dynamic and side-effect. */
function importsOf(file: string, text: string): Edge[] {
  const { importedFiles } = ts.preProcessFile(text, true, true)
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => ({ from: file, specifier: fileName, to: normalize(join(dirname(file), fileName)).replaceAll('\\', '/') }))
}

/** The rule each edge breaks, as one line naming the importing file, the imported path and the rule. */
function violations(edges: Edge[]): string[] {
  const found: string[] = []
  for (const edge of edges) {
    const fromLayer = edge.from.split('/')[0] as Layer
    const toFolder = edge.to.split('/')[0]
    const rule = RULES[fromLayer]
    if (!rule || toFolder === fromLayer || toFolder === '..') continue
    const broken = rule.only ? !rule.only.includes(toFolder) : rule.forbidden!.includes(toFolder)
    if (!broken) continue
    found.push(`${edge.from} imports '${edge.specifier}' (${edge.to}): ${rule.why}`)
  }
  return found
}

const edges = LAYERS.flatMap((layer) => sourceFiles(layer)).flatMap((file) => importsOf(file, readFileSync(join(ROOT, file), 'utf8')))

describe('import direction', () => {
  it('reads every kind of import, and reports a synthetic violation with its file, path and rule', () => {
    const text = [
      `import { a } from '../../pages/index/+data'`,
      `import type { B } from '../../renderer/Head'`,
      `export { c } from './sibling'`,
      `const d = await import('../../components/ui/Icon')`,
      `import './style.css'`,
      `import { z } from 'zod'`,
    ].join('\n')
    const synthetic = importsOf('islands/forms/Example.tsx', text)
    expect(synthetic.map((e) => e.to)).toEqual(['pages/index/+data', 'renderer/Head', 'islands/forms/sibling', 'components/ui/Icon', 'islands/forms/style.css'])
    expect(violations(synthetic)).toEqual([
      `islands/forms/Example.tsx imports '../../pages/index/+data' (pages/index/+data): ${RULES.islands.why}`,
      `islands/forms/Example.tsx imports '../../renderer/Head' (renderer/Head): ${RULES.islands.why}`,
      `islands/forms/Example.tsx imports '../../components/ui/Icon' (components/ui/Icon): ${RULES.islands.why}`,
    ])
    expect(violations([{ from: 'functions/send.ts', specifier: '../content/load', to: 'content/server/data/load' }])).toHaveLength(1)
    expect(violations([{ from: 'functions/send.ts', specifier: '../forms/contact', to: 'forms/contact' }])).toHaveLength(0)
    expect(violations([{ from: 'content/x.ts', specifier: '../scripts/y', to: 'scripts/y' }])).toHaveLength(1)
    expect(violations([{ from: 'pages/a/+Page.tsx', specifier: '../../renderer/pageMeta', to: 'renderer/pageMeta' }])).toHaveLength(0)
    expect(violations([{ from: 'behaviours/x.ts', specifier: '../islands/hydration/IslandReady', to: 'islands/hydration/IslandReady' }])).toHaveLength(1)
    expect(violations([{ from: 'behaviours/x.ts', specifier: '../content/browser/locale', to: 'content/browser/locale' }])).toHaveLength(0)
    expect(violations([{ from: 'content/x.ts', specifier: '../behaviours/tabs', to: 'behaviours/tabs' }])).toHaveLength(1)
    expect(violations([{ from: 'forms/x.ts', specifier: '../behaviours/tabs', to: 'behaviours/tabs' }])).toHaveLength(1)
    expect(violations([{ from: 'renderer/+client.ts', specifier: '../behaviours/tabs', to: 'behaviours/tabs' }])).toHaveLength(0)
  })

  it('reads the imports of every layer', () => {
    for (const layer of LAYERS)
      expect(
        edges.some((e) => e.from.startsWith(`${layer}/`)),
        layer,
      ).toBe(true)
  })

  it('no import breaks the layering: there is no exception', () => {
    expect(violations(edges)).toEqual([])
  })
})
