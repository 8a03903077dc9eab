import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'smol-toml'

/** One `[[headers]]` table: header values for every path matching `for`. */
export interface HeaderRule {
  for: string
  values: Record<string, string>
}

/** One `[[redirects]]` table. Netlify's defaults: status 301, force false. */
export interface RedirectRule {
  from: string
  to: string
  status: number
  force: boolean
}

/** The parts of netlify.toml the local server needs. */
export interface NetlifyConfig {
  /** The built site, as `[build] publish`. */
  publish: string
  /** The functions folder, as `[build] functions`. */
  functions: string
  headers: HeaderRule[]
  redirects: RedirectRule[]
}

// Keys Netlify understands but this small engine does not. Failing loudly beats a local server
// that silently behaves unlike production.
const supportedRedirectKeys = new Set(['from', 'to', 'status', 'force'])

export function readNetlifyConfig(file: string): NetlifyConfig {
  const source = readFileSync(file, 'utf8')
  try {
    return parseNetlifyConfig(source)
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
  }
}

export function parseNetlifyConfig(source: string): NetlifyConfig {
  const toml = parse(source) as Record<string, unknown>
  const build = (toml.build ?? {}) as Record<string, unknown>
  return {
    publish: typeof build.publish === 'string' ? build.publish : '.',
    functions: typeof build.functions === 'string' ? build.functions : 'netlify/functions',
    headers: asTables(toml.headers, 'headers').map(toHeaderRule),
    redirects: asTables(toml.redirects, 'redirects').map(toRedirectRule),
  }
}

function asTables(value: unknown, name: string): Record<string, unknown>[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new Error(`${name} must be an array of tables: write [[${name}]]`)
  return value as Record<string, unknown>[]
}

function toHeaderRule(table: Record<string, unknown>, index: number): HeaderRule {
  const where = `headers[${index}]`
  if (typeof table.for !== 'string' || !table.for.startsWith('/')) throw new Error(`${where}.for must be a path starting with /`)
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries((table.values ?? {}) as Record<string, unknown>)) {
    // Several values of one header are joined as HTTP does; a newline inside a value would be
    // joined differently by different tools, so it is refused.
    const text = Array.isArray(value) ? value.map(String).join(', ') : String(value)
    if (/[\r\n]/.test(text)) throw new Error(`${where}.values.${name} must be on one line`)
    values[name] = text
  }
  return { for: table.for, values }
}

function toRedirectRule(table: Record<string, unknown>, index: number): RedirectRule {
  const where = `redirects[${index}]`
  for (const key of Object.keys(table)) {
    if (!supportedRedirectKeys.has(key)) throw new Error(`${where}.${key} is not supported by the local server (tooling/local-netlify)`)
  }
  if (typeof table.from !== 'string' || !table.from.startsWith('/')) throw new Error(`${where}.from must be a path starting with /`)
  if (typeof table.to !== 'string' || table.to === '') throw new Error(`${where}.to must be a path or URL`)
  const status = table.status === undefined ? 301 : Number(table.status)
  if (![200, 301, 302, 303, 307, 308, 404, 410, 451].includes(status)) throw new Error(`${where}.status ${table.status} is not supported`)
  return { from: table.from, to: table.to, status, force: table.force === true }
}

/**
 * Netlify reads a `_redirects` file of the published folder (lines of `from to status`, a `!`
 * after the status forcing it) before netlify.toml's rules: the build writes the not-found rules
 * of the parameterised pages there (content/server/routes/not-found-rules.ts).
 */
export function withRedirectsFile(config: NetlifyConfig, publishDir: string): NetlifyConfig {
  const file = join(publishDir, '_redirects')
  if (!existsSync(file)) return config
  try {
    return { ...config, redirects: [...parseRedirectsFile(readFileSync(file, 'utf8')), ...config.redirects] }
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
  }
}

export function parseRedirectsFile(source: string): RedirectRule[] {
  return source
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '')
    .map((line, index) => {
      const [from, to, status, ...rest] = line.split(/\s+/)
      if (rest.length > 0) throw new Error(`redirects[${index}]: only "from to status" is supported by the local server (tooling/local-netlify)`)
      const table = { from, to, ...(status && { status: status.replace(/!$/, ''), force: status.endsWith('!') }) }
      return toRedirectRule(table, index)
    })
}
