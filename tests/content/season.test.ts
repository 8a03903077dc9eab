// The site and the check know the season (issue 21): built after a season's last departure, no
// menu, promotion or registration page sells it; they say when registration for the next Hajj
// opens, with the contact page. Sentences that follow the calendar are facts; the check warns at
// the line of each passed item and each text naming a past date as still to come.
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/check/check-content'
import { pastMention } from '../../content/check/season-checks'
import { siteFacts } from '../../content/facts'
import { loadCatalogue } from '../../content/load'
import { loadNavigation } from '../../content/navigation'
import { formatProblem } from '../../content/problem'
import { data as registrationData } from '../../pages/hajj-2026-registration/+data'
import type { PageContextServer } from 'vike/types'
import { DEFAULT_LOCALE } from '../../content/locale'
import { wordsFor } from '../../content/words'

const AFTER_EVERY_TRIP = '2027-08-01'
const lastSeason = Math.max(...loadCatalogue('hajj').seasons.map((s) => s.year))

describe(`built as of ${AFTER_EVERY_TRIP}, after every departure in data/`, () => {
  afterEach(() => {
    delete process.env.SITE_TODAY
  })

  it('the menus and the promotion name no past season: they say when the next opens, with the contact page', () => {
    const navigation = loadNavigation(AFTER_EVERY_TRIP)
    const text = JSON.stringify({ main: navigation.main, promo: navigation.promo })
    expect(text).not.toContain(`Hajj ${lastSeason}`)
    const opensSoon = wordsFor(DEFAULT_LOCALE)('season.opensSoon', { year: lastSeason + 1 })
    const hajj = navigation.main.find((item) => item.children?.some((child) => child.label === opensSoon))
    expect(hajj?.children?.find((child) => child.label === opensSoon)).toEqual({
      label: opensSoon,
      href: '/contact/',
    })
    expect(navigation.promo.heading).toBe(opensSoon)
    expect(navigation.promo.primary.href).toBe('/contact/')
  })

  it('the registration page shows no form, early-bird date or past price, and points to the contact page', () => {
    process.env.SITE_TODAY = AFTER_EVERY_TRIP
    const page = registrationData({ locale: DEFAULT_LOCALE } as PageContextServer)
    expect(page.closed?.heading).toBe(wordsFor(DEFAULT_LOCALE)('season.opensSoon', { year: lastSeason + 1 }))
    expect(page.closed?.contact.href).toBe('/contact/')
    expect(page.earlyBird).toBe(false)
    expect(JSON.stringify(page.content.facts)).not.toMatch(/£|2027/)
  })

  it('facts name the next Hajj, its expected days and the next Ramadan', () => {
    const facts = siteFacts(AFTER_EVERY_TRIP)
    expect(facts.hajjYear).toBe(String(lastSeason + 1))
    expect(facts.hajjWhen).toBe(`is expected on ${facts.hajjDates}`)
    expect(facts.hajjDates).toMatch(new RegExp(`${lastSeason + 1}$`))
    expect(facts.ramadanMonths).toBe('January–February 2028')
    expect(siteFacts('2026-01-01').ramadanMonths).toBe('February–March 2026')
  })

  it('the check warns at the line of every passed item, and not before', () => {
    const warnings = (day: string) =>
      checkContent({ today: new Date(`${day}T12:00:00Z`) })
        .problems.filter((p) => p.severity === 'warning' && /departed|early-bird|has passed/.test(p.message))
        .map(formatProblem)
    const later = warnings(AFTER_EVERY_TRIP)
    for (const pkg of loadCatalogue('umrah').packages) {
      expect(later.some((line) => line.includes(`package ${pkg.id} departed`))).toBe(true)
    }
    expect(later.some((line) => line.startsWith('data/hajj.yaml:') && line.includes(`every package of Hajj ${lastSeason} has departed`))).toBe(true)
    expect(warnings('2025-01-01').filter((line) => line.startsWith('data/umrah.yaml') || line.startsWith('data/hajj.yaml'))).toEqual([])
  })
})

describe('a text naming a past date as still to come', () => {
  it.each([
    ['Ramadan falls in February–March 2026', false, undefined],
    ['February–March 2026', true, 'February–March 2026'],
    ['Early-bird prices until 28 February 2027', false, '28 February 2027'],
    ['Register now for Hajj 2026', false, '2026'],
    ['Since 2022 pilgrims from the UK book through Nusuk', false, undefined],
    ['Our October 2025 group at the Haram', false, undefined],
  ])('%s', (text, whole, expected) => {
    expect(pastMention(text, '2027-08-01', whole)).toBe(expected)
  })
})
