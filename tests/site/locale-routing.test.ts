// renderer/+onBeforeRoute.ts: a page under a language prefix is routed as the page without it,
// with its search kept. A request for /bn/hajj/ rendered on demand (the editor's rebuilt pages,
// tests/support/browser/rerender.ts) was routed as "/hajj/null", a Hajj package called "null": 404.
import type { PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { onBeforeRoute } from '../../renderer/+onBeforeRoute'

const routed = (url: string) => {
  const { pathname, search } = new URL(url, 'https://example.invalid')
  const urlParsed = { pathname, searchOriginal: search === '' ? null : search }
  return onBeforeRoute({ urlParsed } as unknown as PageContextServer).pageContext
}

describe('the language of an address', () => {
  it('an English page keeps its address', () => {
    expect(routed('/hajj/')).toEqual({ locale: 'en' })
  })

  it('a Bengali page is routed as the English address, with nothing added when it has no search', () => {
    expect(routed('/bn/hajj/')).toEqual({ locale: 'bn', urlLogical: '/hajj/' })
    expect(routed('/bn/')).toEqual({ locale: 'bn', urlLogical: '/' })
  })

  it('keeps the search of a Bengali address', () => {
    expect(routed('/bn/search/?q=umrah')).toEqual({ locale: 'bn', urlLogical: '/search/?q=umrah' })
  })
})
