/** Named parts of a matched path; a `*` is returned as `splat`, as Netlify names it. */
type PathParams = Record<string, string>

type PathMatcher = (pathname: string) => PathParams | null

/**
 * Compiles a Netlify path pattern (`/assets/*`, `/news/:year/*`) into a matcher.
 *
 * Like Netlify, a trailing slash never matters (`/home` matches `/home/`), and a trailing `/*`
 * also matches the folder itself (`/umrah/*` matches `/umrah`) with an empty splat.
 */
export function compilePathPattern(pattern: string): PathMatcher {
  const names: string[] = []
  let source = ''
  const body = pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern
  for (const [token, folderSplat, splat, name] of body.matchAll(/(\/\*$)|(\*)|:([A-Za-z_]\w*)|[^*:]+|:/g)) {
    if (folderSplat) {
      names.push('splat')
      source += '(?:/(.*))?'
    } else if (splat) {
      names.push('splat')
      source += '(.*)'
    } else if (name) {
      names.push(name)
      source += '([^/]+)'
    } else {
      source += token.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')
    }
  }
  const regex = new RegExp(`^${source}/?$`)
  return (pathname) => {
    const match = regex.exec(pathname)
    if (!match) return null
    return Object.fromEntries(names.map((key, i) => [key, match[i + 1] ?? '']))
  }
}
