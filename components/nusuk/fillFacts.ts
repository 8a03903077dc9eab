// The facts that the words in data/faqs.yaml, data/nusuk.yaml and data/hajj-registration.yaml
// may quote as {name}, so a date, price or licence number is written in one place only
// (data/hajj.yaml, data/site.yaml) and every page follows when it changes. Server-only.
import { loadCatalogue } from '../../scripts/content/load'
import { formatPounds } from '../ui/Price'

/** The facts a text may quote; `npm run check` reports any other {name} at its line. */
export const FACT_NAMES = ['hajjYear', 'hajjDates', 'earlyBirdUntil', 'lowestHajjPrice', 'atolNumber', 'agencyName'] as const
export type FactName = (typeof FACT_NAMES)[number]

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2026-03-31' → '31 March 2026'. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`))
}

export function hajjFacts(): Record<FactName, string> {
  const { season, packages } = loadCatalogue('hajj')
  const site = loadCatalogue('site')
  return {
    hajjYear: String(season.year),
    hajjDates: season.hajjDates,
    earlyBirdUntil: formatLongDate(season.earlyBirdUntil),
    lowestHajjPrice: formatPounds(Math.min(...packages.map((p) => p.price))),
    atolNumber: site.atolNumber,
    agencyName: site.name,
  }
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g

/**
 * A copy of `content` with every {name} in its strings replaced by the fact. An unknown name
 * fails the build (`where` names the file), so a typo never reaches a page as "{hajjDate}".
 */
export function fillFacts<T>(content: T, facts: Readonly<Record<string, string>>, where: string): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(PLACEHOLDER, (match, name: string) => {
        if (!Object.hasOwn(facts, name)) {
          throw new Error(`${where}: ${match} is not a fact that can be filled in; use one of ${Object.keys(facts).map((n) => `{${n}}`).join(', ')}`)
        }
        return facts[name]
      })
    }
    if (Array.isArray(value)) return value.map(fill)
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]))
    return value
  }
  return fill(content) as T
}
