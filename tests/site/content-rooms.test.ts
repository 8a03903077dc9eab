// content/'s rooms (issue 39; docs/architecture.md, "content/ in rooms"): the first folder under
// content/ says where a module runs, and this test holds it.
//
//   content/browser/  runs anywhere, the browser included: no node:*, no React; imports only
//                     content/browser/ and schemas/ (the generated types)
//   content/react/    React contexts and hooks: React, content/browser/, content/react/, schemas/
//   content/server/   Node at build time: anything of content/ but content/react/
//
// And from outside: islands/, forms/ (bundled into the functions too) and the shell's scripts
// (renderer/shell/, renderer/+client.ts) never import content/server/; forms/ and the shell's
// scripts never import content/react/ either; behaviours/ (plain browser scripts) imports no
// React and no node:*, and of the repository only behaviours/, content/browser/ and schemas/.
// tests/site/import-direction.test.ts holds the direction between the top folders; this one the
// rooms inside content/ and who may reach them at run time.
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, normalize } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { moduleFiles } from '../../tooling/file-names'

const ROOT = join(import.meta.dirname, '..', '..')
const MODULES = moduleFiles(ROOT)
const ROOMS = ['browser', 'react', 'server'] as const
type Room = (typeof ROOMS)[number]

interface Rule {
  /** Folders of the repository (`content/browser`, `schemas`) this code may import; all when unset. */
  only?: string[]
  /** Folders it must not import. */
  forbidden?: string[]
  /** Packages it may import (node:* and Node's built-ins are never allowed where this is set). */
  packages?: (name: string) => boolean
  why: string
}

const noNode = (name: string) => !name.startsWith('node:') && !builtinModules.includes(name.split('/')[0])
const noNodeNoReact = (name: string) => noNode(name) && name !== 'react' && !name.startsWith('react/') && !name.startsWith('react-dom')
const ROOM_RULES: Record<Room, Rule> = {
  browser: {
    only: ['content/browser', 'schemas'],
    packages: noNodeNoReact,
    why: 'content/browser/ runs in the browser: no node:*, no React, only content/browser/ and schemas/',
  },
  react: {
    only: ['content/browser', 'content/react', 'schemas'],
    packages: noNode,
    why: 'content/react/ holds React contexts and hooks: React, content/browser/, content/react/ and schemas/ only',
  },
  server: { forbidden: ['content/react'], why: 'content/server/ runs in Node at build time, outside React: never content/react/' },
}
/** Code outside content/ that runs in the browser (or in the functions, through forms/). */
const OUTSIDE_RULES: [RegExp, Rule][] = [
  [/^islands\//, { forbidden: ['content/server'], why: 'islands/ run in the browser: never content/server/' }],
  [
    /^forms\//,
    { forbidden: ['content/server', 'content/react'], why: 'forms/ run in the browser and in the functions: never content/server/ or content/react/' },
  ],
  [
    /^behaviours\//,
    {
      only: ['behaviours', 'content/browser', 'schemas'],
      packages: noNodeNoReact,
      why: 'behaviours/ are plain browser scripts over the server-rendered HTML: no React, no node:*, only behaviours/, content/browser/ and schemas/',
    },
  ],
  [
    /^renderer\/(shell\/|\+client\.ts$)/,
    { forbidden: ['content/server', 'content/react'], why: "the shell's scripts run in the browser: never content/server/ or content/react/" },
  ],
]

interface Edge {
  from: string
  specifier: string
  /** The imported path relative to the root, or the package name as written. */
  to: string
}

/** The TypeScript modules under `dir` (tooling/file-names.ts finds every module of the repository once). */
const sourceFiles = (dir: string): string[] => MODULES.filter((path) => path.startsWith(`${dir}/`) && /\.tsx?$/.test(path))

/**
 * The imports of a file that reach the running code: static, re-exports, dynamic and side-effect.
 * Type-only imports (`import type`, `export type … from`, every name `type`) are erased by the
 * build, so a type may come from any room (behaviours/script-words.generated.ts takes its
 * words' shape from the generator that writes it).
 */
function importsOf(file: string, text: string): Edge[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const specifiers: string[] = []
  const typeOnly = (clause: ts.ImportClause) =>
    clause.isTypeOnly ||
    (!clause.name &&
      clause.namedBindings !== undefined &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((e) => e.isTypeOnly))
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !(node.importClause && typeOnly(node.importClause)))
      specifiers.push(node.moduleSpecifier.text)
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly)
      specifiers.push(node.moduleSpecifier.text)
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers.map((fileName) => ({
    from: file,
    specifier: fileName,
    to: fileName.startsWith('.') ? normalize(join(dirname(file), fileName)).replaceAll('\\', '/') : fileName,
  }))
}

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`)

function ruleOf(file: string): Rule | undefined {
  const [top, room] = file.split('/')
  if (top === 'content') return ROOM_RULES[room as Room]
  return OUTSIDE_RULES.find(([re]) => re.test(file))?.[1]
}

function violations(edges: Edge[]): string[] {
  return edges.flatMap((edge) => {
    const rule = ruleOf(edge.from)
    if (!rule) return []
    const relative = edge.specifier.startsWith('.')
    const broken = relative
      ? (rule.only !== undefined && !rule.only.some((folder) => under(edge.to, folder))) || (rule.forbidden ?? []).some((folder) => under(edge.to, folder))
      : rule.packages !== undefined && !rule.packages(edge.to)
    return broken ? [`${edge.from} imports '${edge.specifier}'${relative ? ` (${edge.to})` : ''}: ${rule.why}`] : []
  })
}

const files = ['content', 'islands', 'behaviours', 'forms', 'renderer'].flatMap((dir) => sourceFiles(dir))
const edges = files.flatMap((file) => importsOf(file, readFileSync(join(ROOT, file), 'utf8')))

describe("content/'s rooms", () => {
  it('every module of content/ is in a room', () => {
    expect(files.filter((file) => file.startsWith('content/') && !ROOMS.some((room) => file.startsWith(`content/${room}/`)))).toEqual([])
    for (const room of ROOMS)
      expect(
        files.some((file) => file.startsWith(`content/${room}/`)),
        room,
      ).toBe(true)
  })

  it('reports a module of the wrong room, with its file, import and rule', () => {
    const browser = importsOf(
      'content/browser/example.ts',
      [
        `import { readFileSync } from 'node:fs'`,
        `import 'fs'`,
        `import { useContext } from 'react'`,
        `import { loadCatalogue } from '../server/data/load'`,
        `import { fill } from './fill'`,
        `import type { Words } from '../../schemas/types.generated'`,
        `import type { Problem } from '../server/data/problem'`,
        `import { z } from 'zod'`,
        `const later = await import('../server/today')`,
      ].join('\n'),
    )
    expect(violations(browser)).toEqual([
      `content/browser/example.ts imports 'node:fs': ${ROOM_RULES.browser.why}`,
      `content/browser/example.ts imports 'fs': ${ROOM_RULES.browser.why}`,
      `content/browser/example.ts imports 'react': ${ROOM_RULES.browser.why}`,
      `content/browser/example.ts imports '../server/data/load' (content/server/data/load): ${ROOM_RULES.browser.why}`,
      `content/browser/example.ts imports '../server/today' (content/server/today): ${ROOM_RULES.browser.why}`,
    ])
    expect(violations(importsOf('content/react/use-x.ts', `import { join } from 'node:path'\nimport { useContext } from 'react'`))).toHaveLength(1)
    expect(violations(importsOf('content/server/x.ts', `import { useWords } from '../react/use-words'\nimport { readFileSync } from 'node:fs'`))).toHaveLength(
      1,
    )
    expect(
      violations(
        importsOf('islands/X.tsx', `import { loadCatalogue } from '../content/server/data/load'\nimport { useWords } from '../content/react/use-words'`),
      ),
    ).toHaveLength(1)
    expect(violations(importsOf('forms/x.ts', `import { useWords } from '../content/react/use-words'`))).toHaveLength(1)
    expect(violations(importsOf('renderer/shell/x.ts', `import { today } from '../../content/server/today'`))).toHaveLength(1)
    expect(violations(importsOf('renderer/Head.tsx', `import { today } from '../content/server/today'`))).toHaveLength(0)
    expect(
      violations(
        importsOf(
          'behaviours/x.ts',
          [
            `import { useEffect } from 'react'`,
            `import { readFileSync } from 'node:fs'`,
            `import { IslandReady } from '../islands/hydration/IslandReady'`,
            `import { today } from '../content/server/today'`,
            `import { localeOfTag } from '../content/browser/locale'`,
            `import { swipeStep } from './direction'`,
            `import type { ScriptWords } from '../content/server/generate/script-words'`,
          ].join('\n'),
        ),
      ),
    ).toHaveLength(4)
  })

  it('reads the imports of every room and of the code that runs in the browser', () => {
    for (const prefix of [...ROOMS.map((room) => `content/${room}/`), 'islands/', 'behaviours/', 'forms/', 'renderer/shell/'])
      expect(
        edges.some((edge) => edge.from.startsWith(prefix)),
        prefix,
      ).toBe(true)
  })

  it('no import breaks the rooms: there is no exception', () => {
    expect(violations(edges)).toEqual([])
  })
})
