// The pages in Bengali as a visitor meets them on the built site (served as Netlify serves it):
// every page data/bn/routes.yaml lists answers under /bn/ in Bengali, its links lead to the
// Bengali twins or, for pages not yet translated, to the English page marked as English in the
// menus, and a missing address under /bn/ gets the Bengali not-found pages with status 404.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { LANGUAGE_TAGS } from '../../content/browser/locale'
import { translatedRoutes } from '../../content/server/routes/localise'
import { routePaths } from '../../content/server/routes/routing'
import { cataloguesIn } from '../../content/server/routes/route-ids'
import { pageHref } from '../../content/server/routes/href'
import { wordsFor } from '../../content/browser/words/words'
import '../../content/server/language/all-words'
import '../../forms/_shared/all-form-words.generated'
import { sharedTexts } from '../../forms/_shared/messages'
import { newsletterTexts } from '../../forms/newsletter'
import { newsletterMessages } from '../../renderer/shell/newsletter'
import { latinWordsIn } from '../../content/server/language/bengali-latin'
import { visibleText } from '../../content/server/check/bengali-scan/page-text'
import { DIST_CLIENT, startSite, type TestSite } from '../support/browser/site'

const BENGALI = /[\u0980-\u09FF]/
/** Every address that exists in Bengali, as the visitor reaches it: /bn/umrah/october-2025/. */
const sources = { umrah: loadCatalogue('umrah', 'en'), hajj: loadCatalogue('hajj', 'en') }
const bengaliPages = translatedRoutes('bn').flatMap((route) => routePaths(route, cataloguesIn('en')).map((path) => `/bn${pageHref(path)}`))

const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
const textOf = (html: string) =>
  html
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')

/** The words of a text (runs of letters and their marks), without numbers and signs. */
const wordsIn = (text: string) => text.match(/[\p{L}\p{M}]+/gu) ?? []

/** The share of a page's main words written in Bengali script. */
function bengaliShare(html: string): { bengali: number; words: number } {
  const words = wordsIn(textOf(mainOf(html)))
  return { bengali: words.filter((word) => BENGALI.test(word)).length, words: words.length }
}

/** A page of the built site at this address (a folder with index.html). */
const isBuiltPage = (path: string) => existsSync(join(DIST_CLIENT, path.replace(/[?#].*$/, ''), 'index.html'))

/** The links of an HTML fragment: address, hreflang, the words shown and whether it is the language switch. */
function linksIn(html: string): { href: string; hreflang?: string; text: string; languageSwitch: boolean }[] {
  return Array.from(html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g), ([, attributes, inner]) => ({
    href: /\bhref="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    hreflang: /\bhreflang="([^"]*)"/i.exec(attributes!)?.[1],
    text: textOf(inner!).replace(/\s+/g, ' ').trim(),
    languageSwitch: /\bdata-language-switch="/.test(attributes!),
  }))
}

/** The menus of the shell: the main menu (desktop and phone) and the footer's columns. */
function menusOf(html: string): string {
  const navs = Array.from(html.matchAll(/<nav class="(?:desktop-nav|mobile-nav__panel)"[\s\S]*?<\/nav>/g), ([nav]) => nav)
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
  return [...navs, footer].join('\n')
}

/** A page link of the site (not a file, an image, an anchor on the page or a function). */
const isPageLink = (href: string) =>
  /^\/(?!\/)/.test(href) && !href.startsWith('/assets/') && !href.startsWith('/.netlify/') && !/\.[a-z0-9]+(?:[?#].*)?$/i.test(href)

let site: TestSite
const pages = new Map<string, { status: number; html: string }>()

beforeAll(async () => {
  site = await startSite()
  for (const path of [...bengaliPages, '/bn/nonexistent/', '/bn/umrah/no-such-package/', '/bn/hajj/NOPE/', '/nonexistent/']) {
    const response = await fetch(site.url + path, { redirect: 'manual' })
    pages.set(path, { status: response.status, html: await response.text() })
  }
}, 120_000)

afterAll(async () => {
  await site?.close()
})

describe('the Bengali pages', () => {
  it('are the listed pages of data/bn/routes.yaml, every Umrah and Hajj package page among them', () => {
    expect(bengaliPages).toContain('/bn/')
    expect(bengaliPages).toContain('/bn/umrah/')
    expect(bengaliPages).toContain('/bn/contact/')
    for (const pkg of sources.umrah.packages.filter((p) => p.detailPage)) expect(bengaliPages).toContain(`/bn/umrah/${pkg.id}/`)
    for (const pkg of sources.hajj.packages) expect(bengaliPages).toContain(`/bn/hajj/${pkg.id}/`)
  })

  it('each answer 200 with <html lang="bn"> and their Bengali title', () => {
    const bnRoutes = loadCatalogue('routes', 'bn').routes
    const wrong = bengaliPages.flatMap((path) => {
      const { status, html } = pages.get(path)!
      const lang = /<html lang="([^"]*)"/.exec(html)?.[1]
      return status === 200 && lang === LANGUAGE_TAGS.bn ? [] : [`${path}: status ${status}, lang ${lang}`]
    })
    expect(wrong).toEqual([])
    // The route table's Bengali title reaches the tab (the packages' own pages title themselves).
    const contact = bnRoutes.find((route) => route.path === '/contact')!
    expect(pages.get('/bn/contact/')!.html).toContain(`<title>${contact.title}`)
  })

  it('name each package in Bengali in its <h1> and <title> (issue 37)', () => {
    const named = [
      ...loadCatalogue('umrah', 'bn')
        .packages.filter((p) => p.detailPage)
        .map((p) => [`/bn/umrah/${p.id}/`, p.title]),
      ...loadCatalogue('hajj', 'bn').packages.map((p) => [`/bn/hajj/${p.id}/`, p.title]),
    ]
    const wrong = named.flatMap(([path, title]) => {
      const html = pages.get(path!)!.html
      const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim()
      const tab = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      return BENGALI.test(title!) && h1 === title && tab.startsWith(title!) ? [] : [`${path}: <h1> ${h1}, <title> ${tab}`]
    })
    expect(named.length).toBeGreaterThan(0)
    expect(wrong).toEqual([])
  })

  it('write more than 80% of the words in <main> in Bengali script', () => {
    const below = bengaliPages.flatMap((path) => {
      const { bengali, words } = bengaliShare(pages.get(path)!.html)
      const share = words === 0 ? 0 : bengali / words
      return share > 0.8 ? [] : [`${path}: ${(share * 100).toFixed(0)}% of ${words} words in Bengali`]
    })
    expect(below, 'pages whose main text is not yet mostly Bengali').toEqual([])
  })

  it('show no English word in <main>, the header or the footer beyond the names of data/ and the documented brands', () => {
    const english = new Map<string, Set<string>>()
    for (const path of bengaliPages) {
      const html = pages.get(path)!.html
      const shown = [mainOf(html), /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '', /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '']
      for (const word of latinWordsIn(visibleText(shown.join(' ')))) english.set(word, (english.get(word) ?? new Set()).add(path))
    }
    // e.g. "days: /bn/hajj/, /bn/hajj/SEPR/": a text still in English, and where it shows.
    const found = [...english].map(([word, where]) => `${word}: ${[...where].slice(0, 3).join(', ')}${where.size > 3 ? ` (+${where.size - 3})` : ''}`)
    expect(found, 'English words on Bengali pages').toEqual([])
  })

  it('link to their Bengali twins, and to English pages only where no twin exists', () => {
    const wrong = bengaliPages.flatMap((path) =>
      linksIn(pages.get(path)!.html)
        .filter(({ href, languageSwitch }) => isPageLink(href) && !languageSwitch)
        .flatMap(({ href }) => {
          if (href.startsWith('/bn/')) return isBuiltPage(href) ? [] : [`${path}: ${href} has no page`]
          return isBuiltPage(`/bn${href}`) ? [`${path}: ${href} leads to English though /bn${href} exists`] : []
        }),
    )
    expect(wrong).toEqual([])
  })

  it('switch language to their English twin, and to nothing else', () => {
    const wrong = bengaliPages.flatMap((path) => {
      const switches = linksIn(pages.get(path)!.html).filter(({ languageSwitch }) => languageSwitch)
      const twin = path.slice('/bn'.length)
      return switches.length > 0 && switches.every(({ href, hreflang }) => href === twin && hreflang === LANGUAGE_TAGS.en)
        ? []
        : [`${path}: ${JSON.stringify(switches)}`]
    })
    expect(wrong).toEqual([])
  })

  it('lead every menu link to its Bengali page: every route has one (issue 37)', () => {
    const mark = wordsFor('bn')('navigation.englishOnly')
    const html = pages.get('/bn/')!.html
    const english = linksIn(menusOf(html)).filter(({ href }) => isPageLink(href) && !href.startsWith('/bn/'))
    expect(english.map(({ href, text }) => `${href} "${text}"`)).toEqual([])
    const twins = linksIn(menusOf(html)).filter(({ href }) => href.startsWith('/bn/'))
    expect(twins.length).toBeGreaterThan(0)
    expect(twins.filter(({ hreflang, text }) => hreflang !== undefined || text.endsWith(mark))).toEqual([])
  })
})

describe('a missing address under /bn/', () => {
  it('answers 404 with the Bengali not-found page', () => {
    const { status, html } = pages.get('/bn/nonexistent/')!
    expect(status).toBe(404)
    expect(html).toContain(`<html lang="${LANGUAGE_TAGS.bn}"`)
    expect(html).toContain(loadCatalogue('shell', 'bn').notFound.heading)
  })

  it('answers 404 with the Bengali Package Not Found page for an unknown Umrah or Hajj package', () => {
    const content = loadCatalogue('package-not-found', 'bn')
    for (const path of ['/bn/umrah/no-such-package/', '/bn/hajj/NOPE/']) {
      const { status, html } = pages.get(path)!
      expect(status, path).toBe(404)
      expect(html, path).toContain(`<html lang="${LANGUAGE_TAGS.bn}"`)
      expect(html, path).toContain(content.title)
    }
  })

  it('leaves the English 404 page English', () => {
    const { status, html } = pages.get('/nonexistent/')!
    expect(status).toBe(404)
    expect(html).toContain(`<html lang="${LANGUAGE_TAGS.en}"`)
    expect(html).toContain(loadCatalogue('shell', 'en').notFound.heading)
    // Only the language switch leads to Bengali: from a page with no twin, to the Bengali home page.
    const bengali = linksIn(html).filter(({ href }) => href.startsWith('/bn/'))
    expect(bengali.filter(({ languageSwitch }) => !languageSwitch)).toEqual([])
    expect(bengali.map(({ href }) => href)).toEqual(['/bn/'])
  })
})

describe("the footer's newsletter box on a Bengali page", () => {
  // Its messages show only once a visitor sends it: they come with its script, not in every page.
  it('carries no messages in the page, and its script says them in Bengali', async () => {
    expect(pages.get('/bn/')!.html).not.toContain(newsletterTexts('bn').failureText)
    const messages = await newsletterMessages('bn')
    expect(messages).toEqual({
      empty: newsletterTexts('bn').messages.email,
      invalid: newsletterTexts('bn').messages.emailInvalid,
      failure: newsletterTexts('bn').failureText,
      networkError: sharedTexts('bn').messages.networkError,
    })
    for (const [name, text] of Object.entries(messages)) expect(text, name).toMatch(BENGALI)
  })
})
