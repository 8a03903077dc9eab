// The words of the Nusuk, FAQ and registration pages: every {fact} they quote is filled in from
// data/hajj.yaml and data/site.yaml, ids are unique, and a mistyped fact fails the build.
import { describe, expect, it } from 'vitest'
import { formatLongDate, hasDeparted } from '../../content/browser/dates'
import { fillFacts, siteFacts } from '../../content/server/facts/facts'
import { hajjDaysOfYear, hajjDaysText, hajjOnDay, seasonOnDay } from '../../content/server/hajj/season'
import { today } from '../../content/server/today'
import { formatFor } from '../../content/browser/format'
import { loadFaqPage } from '../../content/server/page-data/faq-page'
import { loadNusukPage } from '../../content/server/page-data/nusuk-page'
import { loadCatalogue } from '../../content/server/data/load'

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('facts quoted in the words', () => {
  it('come from data/hajj.yaml and data/site.yaml', () => {
    const { season, packages } = hajjOnDay(loadCatalogue('hajj', 'en'), today())
    const site = loadCatalogue('site', 'en')
    const facts = siteFacts(today(), 'en')
    const onDay = seasonOnDay(loadCatalogue('hajj', 'en'), today())
    if (onDay.open) {
      expect(facts.hajjYear).toBe(String(season.year))
      expect(facts.hajjDates).toBe(hajjDaysText(season))
      expect(facts.lowestHajjPrice).toBe(
        `£${Math.min(...packages.filter((p) => !hasDeparted(p.departure, today())).map((p) => p.price)).toLocaleString('en-GB')}`,
      )
    } else {
      // Between seasons (every package of the last one has left): the next Hajj, by the calendar, and no price.
      expect(facts.hajjYear).toBe(String(onDay.nextYear))
      const next = hajjDaysOfYear(onDay.nextYear)
      expect(facts.hajjDates).toBe(formatFor('en').dateRange(next.from, next.to))
      expect(facts.lowestHajjPrice).toBe(loadCatalogue('words', 'en').price.newDatesSoon)
    }
    expect(facts.earlyBirdUntil).toBe(formatLongDate(season.earlyBirdUntil))
    expect(facts.atolNumber).toBe(site.atolNumber)
    expect(facts.agencyName).toBe(site.name)
  })

  it('writes dates the British way', () => {
    expect(formatLongDate('2026-03-31')).toBe('31 March 2026')
    expect(formatLongDate('2026-05-01')).toBe('1 May 2026')
  })

  it('a mistyped fact fails with the file and the facts that exist', () => {
    expect(() => fillFacts({ a: ['Hajj {hajjDate}'] }, siteFacts(today(), 'en'), 'data/nusuk.yaml')).toThrow(
      /data\/nusuk\.yaml: \{hajjDate\} is not a fact that can be filled in; use one of \{hajjYear\}, \{hajjDates\}/,
    )
  })

  it('leaves other values alone', () => {
    expect(fillFacts({ n: 3, b: true, s: 'Hajj {hajjYear}' }, { hajjYear: '2026' }, 'x')).toEqual({ n: 3, b: true, s: 'Hajj 2026' })
  })
})

describe('the pages’ words', () => {
  const pages = {
    '/hajj-nusuk': loadNusukPage('hajj-nusuk', 'en'),
    '/hajj-nusuk-registration': loadNusukPage('hajj-nusuk-registration', 'en'),
    '/nusuk-guidance': loadNusukPage('nusuk-guidance', 'en'),
    '/nusuk-hajj-faq': loadFaqPage('nusuk-hajj', 'en'),
    '/hajj-bangladesh-faq': loadFaqPage('hajj-bangladesh', 'en'),
  }

  it.each(Object.entries(pages))('%s has every fact filled in', (_path, data) => {
    const unfilled = strings(data).filter((text) => /\{[A-Za-z]+\}/.test(text))
    expect(unfilled).toEqual([])
  })

  it('the Nusuk pages link to the official platform, the only address pilgrims should use', () => {
    for (const data of [pages['/hajj-nusuk'], pages['/hajj-nusuk-registration'], pages['/nusuk-guidance']]) {
      expect(data.officialPlatform.href).toBe('https://hajj.nusuk.sa/')
    }
  })

  it('the FAQ pages answer the questions pilgrims ask about documents and vaccination', () => {
    const questions = (data: ReturnType<typeof loadFaqPage>) => data.faq.groups.flatMap((g) => g.questions.map((q) => q.question))
    expect(questions(pages['/nusuk-hajj-faq']).length).toBeGreaterThanOrEqual(10)
    expect(questions(pages['/hajj-bangladesh-faq']).length).toBeGreaterThanOrEqual(8)
    expect(strings(pages['/nusuk-hajj-faq']).join(' ')).toMatch(/meningitis ACWY/)
    expect(strings(pages['/hajj-bangladesh-faq']).join(' ')).toMatch(/meningitis ACWY/)
  })
})
