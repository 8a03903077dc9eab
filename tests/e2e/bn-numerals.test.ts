// One numeral system on the Bengali pages (issue 37), as a visitor fetches them from the built site:
// what every page shares (the top bar's phone numbers, the header's ATOL number, the footer's
// phone and opening hours) is written in Bengali digits, the hours as a reader says them, while
// the tel: links a phone dials keep their Latin digits; and every PDF a Bengali page offers is the
// Bengali print under /bn/, served as a PDF. Every page's own text too: phone numbers, charges,
// the terms' table and counts in Bengali digits, the home form's packages by their Bengali titles,
// and the agency's name and ATOL marked as English in the shell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatFor } from '../../content/browser/format'
import { pageHref } from '../../content/server/routes/href'
import { openingHoursLine } from '../../content/server/contact/hours'
import { loadCatalogue } from '../../content/server/data/load'
import { translatedRoutes } from '../../content/server/routes/localise'
import { routePaths } from '../../content/server/routes/routing'
import { cataloguesIn } from '../../content/server/routes/route-ids'
import { wordsFor } from '../../content/browser/words/words'
import '../../content/server/language/all-words'
import { latinDigitsIn } from '../../content/server/language/bengali-latin'
import { startSite, type TestSite } from '../support/browser/site'
import { HOME_PACKAGE_CHOICES } from '../../forms/home-packages.generated'

const bengaliPages = translatedRoutes('bn').flatMap((route) => routePaths(route, cataloguesIn('en')).map((path) => `/bn${pageHref(path)}`))
const site = loadCatalogue('site', 'bn')
const bn = formatFor('bn')

const textOf = (html: string) =>
  html
    .replace(/<(script|style|svg|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
/** What every page shares: the top bar, the header's logo (with the ATOL number) and the footer. (The menus name packages, whose names tests/site/bengali-pages follows.) */
const shellOf = (html: string) =>
  [/<aside class="topbar"[\s\S]*?<\/aside>/, /<a class="logo"[\s\S]*?<\/a>/, /<footer[\s\S]*?<\/footer>/].map((part) => part.exec(html)?.[0] ?? '')

let server: TestSite
const pages = new Map<string, string>()

beforeAll(async () => {
  server = await startSite()
  for (const path of bengaliPages) pages.set(path, await (await fetch(server.url + path)).text())
}, 120_000)

afterAll(async () => {
  await server?.close()
})

describe('the Bengali pages', () => {
  it('share a top bar, logo and footer with every figure in Bengali digits (names of data/ aside)', () => {
    expect(pages.size).toBeGreaterThan(20)
    const latin = new Map<string, string[]>()
    for (const [path, html] of pages) {
      const shell = shellOf(html)
      expect(
        shell.every((part) => part.length > 0),
        path,
      ).toBe(true)
      const found = latinDigitsIn(textOf(shell.join(' ')))
      if (found.length > 0) latin.set(path, found)
    }
    expect(Object.fromEntries(latin)).toEqual({})
  })

  it('show the opening hours as a reader says them, and the phone numbers in Bengali digits with Latin tel: links', () => {
    const html = pages.get('/bn/')!
    const footer = textOf(shellOf(html)[2])
    for (const part of openingHoursLine(site, wordsFor('bn'), formatFor('bn')).split(' · ')) expect(footer).toContain(part)
    expect(footer).toContain('সকাল ১০টা – সন্ধ্যা ৬টা')
    expect(footer).toContain(formatFor('bn').figures(site.phones.main.display))
    expect(html).toContain(`href="tel:+44${site.phones.main.display.replace(/\s/g, '').slice(1)}"`)
  })

  it('write every figure of their text in Bengali digits, not only the shell (names, addresses and package codes of data/ aside)', () => {
    const latin = new Map<string, string[]>()
    for (const [path, html] of pages) {
      const found = latinDigitsIn(textOf(html))
      if (found.length > 0) latin.set(path, found)
    }
    expect(Object.fromEntries(latin)).toEqual({})
  })

  it('show the figures a reader used to meet in Latin digits in Bengali ones: phone numbers, charges, the cancellation table', () => {
    const contact = textOf(pages.get('/bn/contact/')!)
    for (const phone of [site.phones.main, site.phones.hajjUmrah, site.phones.visa, site.whatsapp]) expect(contact).toContain(bn.figures(phone.display))
    expect(contact).toContain(`${bn.number(site.rating.value)} `)
    const { percent } = site.bookingTerms.lateCancellation
    expect(textOf(pages.get('/bn/terms-conditions/')!)).toContain(`${bn.digits(percent)}%`)
    const express = loadCatalogue('bangladesh-visa', 'en').services.items.flatMap((service) => (service.fees ? [service.fees.express] : []))
    expect(express.length).toBeGreaterThan(0)
    for (const fee of express) expect(textOf(pages.get('/bn/bangladesh-visa/')!)).toContain(`+${bn.pounds(fee)}`)
  })

  it("list the home form's packages by their Bengali titles", () => {
    const home = textOf(pages.get('/bn/')!)
    const titles = new Map(loadCatalogue('umrah', 'bn').packages.map((pkg) => [pkg.id, pkg.title]))
    const umrah = HOME_PACKAGE_CHOICES.filter((choice) => titles.has(choice.value))
    for (const choice of umrah) {
      expect(home).toContain(titles.get(choice.value))
      expect(home).not.toContain(choice.label)
    }
  })

  it('mark the agency\'s name and ATOL in the shell as English (lang="en"), wherever they stand', () => {
    const unmarked = new Map<string, string[]>()
    for (const [path, html] of pages) {
      // What is left once every element marked English is taken out.
      const rest = textOf(
        shellOf(html)
          .join(' ')
          .replace(/<(span|p|h3)\b[^>]*\blang="en"[^>]*>[^<]*<\/\1>/g, ' '),
      )
      const found = [site.name, 'ATOL'].filter((name) => rest.includes(name))
      if (found.length > 0) unmarked.set(path, found)
    }
    expect(pages.get('/bn/')).toContain(`lang="en">${site.name}</span>`)
    expect(Object.fromEntries(unmarked)).toEqual({})
  })

  it('offer only the Bengali prints of the site, each answering as a PDF', async () => {
    // The knowledge centre's guides are the agency's own files (public/guides/, one per guide, in
    // the language the agency wrote them; until then a sample printed once, in English): read apart.
    const ownFiles = new Set(JSON.stringify(loadCatalogue('knowledge-centre', 'en')).match(/\/guides\/[a-z0-9-]+\.pdf/g) ?? [])
    const all = new Set([...pages.values()].flatMap((html) => Array.from(html.matchAll(/href="(\/[^"]+\.pdf)"/g), ([, href]) => href!)))
    const pdfs = [...all].filter((href) => !ownFiles.has(href))
    expect(ownFiles.size).toBeGreaterThan(0)
    expect(pdfs.length).toBeGreaterThanOrEqual(5)
    for (const href of pdfs) {
      expect(href).toMatch(/^\/bn\/(brochures|guides|forms)\//)
      const response = await fetch(server.url + href)
      expect(response.status, href).toBe(200)
      expect(response.headers.get('content-type'), href).toMatch(/^application\/pdf/)
      expect(Buffer.from(await response.arrayBuffer()).toString('latin1'), href).toContain('/Lang (bn)')
    }
  })
})
