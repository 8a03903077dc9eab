import type { HeaderRule } from './config.js'
import { compilePathPattern } from './path-pattern.js'

/** Returns the custom headers for a path: every matching rule, later rules winning per header. */
type HeadersForPath = (pathname: string) => Record<string, string>

/**
 * `omit` drops headers by name (any case): the dev server leaves out the CSP, which Vite's own
 * client breaks with its inline scripts and websocket.
 */
export function compileHeaderRules(rules: readonly HeaderRule[], omit: readonly string[] = []): HeadersForPath {
  const skipped = new Set(omit.map((name) => name.toLowerCase()))
  const compiled = rules.map((rule) => ({ match: compilePathPattern(rule.for), values: rule.values }))
  return (pathname) => {
    // Keyed by lower-case name so `cache-control` in one rule replaces `Cache-Control` in another,
    // as the Netlify CLI merges them (Object.assign in rule order).
    const merged = new Map<string, [string, string]>()
    for (const rule of compiled) {
      if (!rule.match(pathname)) continue
      for (const [name, value] of Object.entries(rule.values)) {
        if (!skipped.has(name.toLowerCase())) merged.set(name.toLowerCase(), [name, value])
      }
    }
    return Object.fromEntries(merged.values())
  }
}
