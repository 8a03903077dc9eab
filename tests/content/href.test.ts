import { describe, expect, it } from 'vitest'
import { pageHref, withPageHrefs } from '../../content/server/routes/href'
import { linkProblem } from '../../content/server/check/links'
import type { Route } from '../../schemas/types.generated'

describe('pageHref: the served form of a page address', () => {
  it.each([
    ['/hotels', '/hotels/'],
    ['/hotels/', '/hotels/'],
    ['/', '/'],
    ['/umrah/october-2025', '/umrah/october-2025/'],
    ['/hotels#city=jeddah', '/hotels/#city=jeddah'],
    ['/search?q=umrah', '/search/?q=umrah'],
    ['/contact?x=1#form', '/contact/?x=1#form'],
    ['/#contact', '/#contact'],
  ])('%s → %s', (href, expected) => {
    expect(pageHref(href)).toBe(expected)
  })

  it.each([
    '/brochures/umrah-october-2025.pdf',
    '/images/logo.svg',
    '/pagefind/pagefind.js',
    '/.netlify/functions/send-contact-email',
    'https://hajj.nusuk.sa/',
    '//cdn.example.org/x',
    '#main',
    'mailto:info@example.com',
    'tel:+442079460100',
    'hotels',
    '',
  ])('leaves %s alone', (href) => {
    expect(pageHref(href)).toBe(href)
  })

  it('normalises every link in loaded content and nothing else', () => {
    const content = {
      link: '/hotels',
      nested: [{ href: '/umrah#packages' }, { image: '/images/a.svg' }],
      text: 'Call / write',
      count: 3,
      flag: true,
      none: null,
    }
    expect(withPageHrefs(content)).toEqual({
      link: '/hotels/',
      nested: [{ href: '/umrah/#packages' }, { image: '/images/a.svg' }],
      text: 'Call / write',
      count: 3,
      flag: true,
      none: null,
    })
  })
})

describe('links to a redirect', () => {
  const routes = [
    { path: '/', title: 'Home', description: 'Home page' },
    { path: '/home', redirectTo: '/' },
  ] as unknown as Route[]

  it('are refused with the address to use instead', () => {
    expect(linkProblem('/home', routes, () => undefined)).toBe('links to /home, which redirects to /: link to / instead')
    expect(linkProblem('/home/', routes, () => undefined)).toBe('links to /home/, which redirects to /: link to / instead')
    expect(linkProblem('/', routes, () => undefined)).toBeUndefined()
  })
})

describe('a link to a route that has no page yet', () => {
  const routes = [
    { path: '/', title: 'Home', description: 'Home page' },
    { path: '/offers', title: 'Offers', description: 'Our offers' },
  ] as unknown as Route[]

  it('is an error at the link: visitors would get "page not found"', () => {
    const built = new Set(['/'])
    expect(linkProblem('/offers/', routes, () => undefined, built)).toBe(
      'links to /offers/, which has no page yet, so visitors would get "page not found": link to another page until it is built',
    )
    expect(linkProblem('/offers/', routes, () => undefined, new Set(['/', '/offers']))).toBeUndefined()
  })
})
