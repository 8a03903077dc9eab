import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { writeSitemap } from '../../content/server/routes/sitemap'
import { temporaryProject } from '../support/content/project'

describe('writeSitemap', () => {
  const project = temporaryProject({
    'data/umrah.yaml': readFileSync(join(import.meta.dirname, 'fixtures/umrah-catalogue.yaml'), 'utf8'),
    'pages/index/+Page.tsx': '',
    'pages/umrah/@packageId/+Page.tsx': '',
    'pages/search/+Page.tsx': '',
  })
  // The English pages only: the Bengali ones and their hreflang pairs are tests/content/alternates.test.ts's.
  rmSync(join(project.root, 'data/bn/routes.yaml'), { force: true })
  afterAll(project.remove)
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })

  it('lists the pages that exist, ids expanded, without redirects or sitemap: false', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(project.root)
    vi.stubEnv('SITE_URL', '')
    writeSitemap('dist/client')
    const xml = readFileSync(join(project.root, 'dist/client/sitemap.xml'), 'utf8')
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://www.alnoor-travel.example/',
      'https://www.alnoor-travel.example/umrah/october-2025/',
      'https://www.alnoor-travel.example/umrah/february-2026/',
    ])
    expect(xml).toContain('<priority>1.0</priority>')
    expect(readFileSync(join(project.root, 'dist/client/robots.txt'), 'utf8')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /search/?\n\nSitemap: https://www.alnoor-travel.example/sitemap.xml\n',
    )
  })

  it('uses SITE_URL when it is set', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(project.root)
    vi.stubEnv('SITE_URL', 'https://deploy-preview-7--alnoor.netlify.app/')
    const entries = writeSitemap('dist/client')
    expect(entries[0].loc).toBe('https://deploy-preview-7--alnoor.netlify.app/')
    expect(readFileSync(join(project.root, 'dist/client/robots.txt'), 'utf8')).toContain('Sitemap: https://deploy-preview-7--alnoor.netlify.app/sitemap.xml')
  })
})
