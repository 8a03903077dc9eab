import type { RedirectRule } from './config.js'
import { compilePathPattern } from './path-pattern.js'

interface RedirectMatch {
  rule: RedirectRule
  /** `to` with its `:splat` and `:placeholders` filled in, plus the request's query string. */
  target: string
}

/**
 * Finds the redirect that applies to a request: the first rule whose `from` matches, skipping
 * rules shadowed by a file. As on Netlify, a rule without `force` only applies when no file
 * exists at the requested path, so a `/umrah/*` 404 rule never hides a real Umrah page.
 */
type FindRedirect = (url: URL, fileExists: (pathname: string) => boolean) => RedirectMatch | null

export function compileRedirectRules(rules: readonly RedirectRule[]): FindRedirect {
  const compiled = rules.map((rule) => ({ rule, match: compilePathPattern(rule.from) }))
  return (url, fileExists) => {
    let exists: boolean | undefined
    for (const { rule, match } of compiled) {
      const params = match(url.pathname)
      if (!params) continue
      exists ??= fileExists(url.pathname)
      if (exists && !rule.force) continue
      return { rule, target: fillTarget(rule.to, params, url.search) }
    }
    return null
  }
}

function fillTarget(to: string, params: Record<string, string>, search: string): string {
  const filled = to.replace(/:([A-Za-z_]\w*)/g, (placeholder, name: string) => params[name] ?? placeholder)
  // Netlify passes the query string on unless the rule's target sets its own.
  return filled.includes('?') ? filled : filled + search
}
