// Help where editors work: VS Code checks each data file against its schema as it is typed, and
// every pull request is checked and built by GitHub Actions.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { dataFile, listCatalogueNames, schemaFile } from '../../content/server/data/paths'
import { schemaLine } from '../../content/server/check/validate'

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>

describe('VS Code', () => {
  it('recommends the YAML extension', () => {
    expect(json('.vscode/extensions.json').recommendations).toContain('redhat.vscode-yaml')
  })

  it('maps every schema to its data file, and nothing else', () => {
    const mapped = json('.vscode/settings.json')['yaml.schemas']
    const expected = Object.fromEntries(listCatalogueNames(process.cwd()).map((name) => [`./schemas/${schemaFile(name)}`, dataFile(name)]))
    expect(mapped).toEqual(expected)
  })

  it('indents YAML with spaces', () => {
    expect(json('.vscode/settings.json')['[yaml]']).toMatchObject({ 'editor.insertSpaces': true, 'editor.detectIndentation': false })
  })

  it('every data file names its own schema on its first line', () => {
    for (const name of listCatalogueNames(process.cwd())) {
      expect(readFileSync(dataFile(name), 'utf8').split('\n', 1)[0], dataFile(name)).toBe(schemaLine(name))
    }
  })
})

describe('the pull request workflow', () => {
  const workflow = parse(readFileSync('.github/workflows/check.yml', 'utf8')) as {
    on: Record<string, unknown>
    jobs: Record<string, { steps: { run?: string; uses?: string; with?: Record<string, unknown>; env?: Record<string, string> }[] }>
  }
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)

  it('runs on every pull request', () => {
    expect(Object.keys(workflow.on)).toContain('pull_request')
    expect(workflow.on.pull_request).toBeNull()
  })

  it('installs the locked packages, checks the content, then builds', () => {
    const runs = steps.filter((s) => s.run).map((s) => s.run!.split(' ').slice(0, 3).join(' '))
    expect(runs).toEqual(['npm ci --no-audit', 'npm run check', 'npm run build'])
  })

  it('marks each problem once: the build, which checks again, prints no annotations', () => {
    expect(steps.find((s) => s.run === 'npm run build')?.env).toEqual({ CONTENT_CHECK_ANNOTATIONS: 'off' })
    expect(steps.find((s) => s.run === 'npm run check')?.env).toBeUndefined()
  })

  it('builds with the Node version Netlify uses', () => {
    const netlifyNode = /NODE_VERSION = "(\d+)"/.exec(readFileSync('netlify.toml', 'utf8'))?.[1]
    expect(String(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version'])).toBe(netlifyNode)
  })
})

describe('EDITING.md', () => {
  const guide = readFileSync('EDITING.md', 'utf8')

  it('is where the README sends editors', () => {
    expect(readFileSync('README.md', 'utf8')).toMatch(/## Editing content\n\n\*\*Agency staff: read \[EDITING\.md\]\(EDITING\.md\)\*\*/)
  })

  it('names only data files that exist', () => {
    const named = [...new Set(guide.match(/data\/[a-z-]+\.yaml/g))]
    expect(named.length).toBeGreaterThan(10)
    for (const file of named) expect(existsSync(file), file).toBe(true)
  })

  it('has the recipes the agency asked for', () => {
    const recipes = [...guide.matchAll(/^### (.+)$/gm)].map((m) => m[1])
    expect(recipes).toEqual(
      expect.arrayContaining(['Change a price', 'Add a departure', 'Mark a departure sold out', 'Add a hotel', "Change a form's text", 'Update a policy']),
    )
  })
})
