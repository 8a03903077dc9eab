import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { score } from '../renderer/shell/search'
import { buildSearchIndex } from '../scripts/search-index'

const page = (title: string, main: string, extra = '') =>
  `<!DOCTYPE html><html><head><title>${title} | Al-Noor Travel</title><meta name="description" content="About ${title}"/>${extra}</head>` +
  `<body><nav>Umrah Hajj Visa menu</nav><main id="main"><h1>${title}</h1>${main}</main><footer>Newsletter</footer></body></html>`

describe('site search index', () => {
  const root = mkdtempSync(join(tmpdir(), 'search-'))
  writeFileSync(join(root, 'index.html'), page('Home', '<h2>Umrah Packages</h2><p>Umrah from &pound;1,649 &amp; more</p>'))
  mkdirSync(join(root, 'visa'))
  writeFileSync(join(root, 'visa', 'index.html'), page('Saudi Visa Services', '<p>E-Waiver in 30 minutes</p><script>var x = "umrah"</script>'))
  mkdirSync(join(root, 'search'))
  writeFileSync(join(root, 'search', 'index.html'), page('Search', '<p>Find Umrah</p>', '<meta name="robots" content="noindex"/>'))
  const index = buildSearchIndex(root)

  it('indexes each page by its main content, not the menus, and skips noindex pages', () => {
    expect(index.map((e) => e.url)).toEqual(['/', '/visa/'])
    const visa = index.find((e) => e.url === '/visa/')!
    expect(visa.title).toBe('Saudi Visa Services')
    expect(visa.description).toBe('About Saudi Visa Services')
    expect(visa.text).toContain('E-Waiver in 30 minutes')
    expect(visa.text).not.toContain('menu')
    expect(visa.text).not.toContain('var x')
    expect(index[0].headings).toEqual(['Home', 'Umrah Packages'])
    expect(index[0].text).toContain('& more')
  })

  it('ranks pages by where every word appears and drops pages missing a word', () => {
    expect(score(index[0], ['umrah'])).toBeGreaterThan(0)
    expect(score(index[1], ['umrah'])).toBe(0)
    expect(score(index[1], ['visa', 'waiver'])).toBeGreaterThan(score(index[0], ['umrah']))
    expect(score(index[1], ['visa', 'hajj'])).toBe(0)
  })
})
