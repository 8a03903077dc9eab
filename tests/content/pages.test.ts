import { afterAll, describe, expect, it } from 'vitest'
import { hasPage, pageRoutes } from '../../content/server/routes/pages'
import { temporaryProject } from '../support/content/project'

describe('which routes have a page (Vike filesystem routing)', () => {
  const project = temporaryProject({
    'pages/index/+Page.tsx': '',
    'pages/umrah/+Page.tsx': '',
    'pages/umrah/@packageId/+Page.tsx': '',
    'pages/umrah/@packageId/+route.ts': '',
    'pages/(legal)/privacy-policy/+Page.tsx': '',
    'pages/_error/+Page.tsx': '',
    'pages/hajj/@packageId/+data.ts': '',
  })
  afterAll(project.remove)

  it('maps folders to routes: index is /, @param is {…}, (group) and _error add nothing', () => {
    expect([...pageRoutes(project.root)].sort()).toEqual(['/', '/privacy-policy', '/umrah', '/umrah/{}'])
  })

  it('matches a route whatever its parameter is called; a folder without +Page is not a page', () => {
    const pages = pageRoutes(project.root)
    expect(hasPage('/umrah/{packageId}', pages)).toBe(true)
    expect(hasPage('/umrah/{id}', pages)).toBe(true)
    expect(hasPage('/hajj/{packageId}', pages)).toBe(false)
  })
})
