import { bangladeshServiceOptions } from '../../../forms/bangladesh-service'
import { schengenCountryOptions } from '../../../forms/visa-application'
import type { BangladeshService } from '../../../schemas/types.generated'
import { validCatalogue, type CheckContext } from './check-context'
import { formatPounds } from '../../browser/format'
import { problem, type Problem } from '../data/problem'
import { positionOf, type DataPath, type SourceFile } from './source'
import { closest } from './suggest'
import { shown } from './written'

/** "27 European countries", "The 27 Schengen Countries": a count written in the page's text. */
const COUNTRY_COUNT = /\b(\d+)\s+(?:[A-Za-z]+\s+)?countries\b/i

/**
 * The page's texts that state how many Schengen countries there are must agree with the list
 * (docs/specification/part-2.md lists 27; Bulgaria and Romania joined in 2025, so the agency may add them).
 */
function countryCountsAgree(source: SourceFile, texts: ReadonlyArray<[DataPath, string]>, listed: number): Problem[] {
  return texts.flatMap(([path, text]) => {
    const stated = COUNTRY_COUNT.exec(text)
    if (!stated || Number(stated[1]) === listed) return []
    return [
      problem(source.file, positionOf(source, path), `says ${stated[1]} countries but area lists ${listed}: change the number here or the list under area`),
    ]
  })
}

/**
 * The tabs of a page whose application form sends the tab's key: every key must be one the form
 * (and its function) accepts, and every key the form offers needs its tab.
 */
function formKeys<T extends { key: string }>(
  source: SourceFile,
  items: readonly T[],
  listPath: DataPath,
  known: readonly string[],
  formFile: string,
): Problem[] {
  const problems: Problem[] = []
  const keys = items.map((item) => item.key)
  items.forEach((item, index) => {
    if (known.includes(item.key)) return
    const [guess] = closest(item.key, known)
    const fix = guess ? `did you mean ${guess}?` : `use one of ${known.join(', ')}`
    problems.push(
      problem(
        source.file,
        positionOf(source, [...listPath, index, 'key']),
        `key ${shown(item.key)} is not one the application form sends (${formFile}): ${fix}`,
      ),
    )
  })
  for (const key of known.filter((k) => !keys.includes(k)))
    problems.push(
      problem(source.file, positionOf(source, listPath), `${key} has no tab: the application form offers ${known.join(', ')}; add a tab with \`key: ${key}\``),
    )
  return problems
}

function uniqueCountries(source: SourceFile, countries: readonly string[]): Problem[] {
  return countries.flatMap((name, index) => {
    const first = countries.indexOf(name)
    return first === index ? [] : [problem(source.file, positionOf(source, ['area', 'countries', index]), `${shown(name)} is listed twice: remove one`)]
  })
}

function checkSchengen(ctx: CheckContext): Problem[] {
  const schengen = validCatalogue(ctx, 'schengen-visa')
  if (!schengen) return []
  const { source, data } = schengen
  const path = ['services', 'countries']
  const problems = [
    ...formKeys(
      source,
      data.services.countries,
      path,
      schengenCountryOptions.map((o) => o.value),
      'forms/visa-application.ts',
    ),
  ]
  const area = data.area.countries
  problems.push(...uniqueCountries(source, area))
  problems.push(
    ...countryCountsAgree(
      source,
      [
        [['hero', 'text'], data.hero.text],
        [['area', 'heading'], data.area.heading],
        [['area', 'text'], data.area.text],
      ],
      area.length,
    ),
  )
  data.services.countries.forEach((country, index) => {
    if (!area.includes(country.name))
      problems.push(
        problem(
          source.file,
          positionOf(source, [...path, index, 'name']),
          `${shown(country.name)} is not in the list of Schengen countries under area: write its name as it is there`,
        ),
      )
  })
  return problems
}

/** What docs/specification/part-2.md (Bangladesh services page) says each service shows: the kind of service and the main button. */
function expectedWording(service: BangladeshService): Pick<BangladeshService, 'serviceType' | 'applyLabel'> {
  return service.key === 'no-visa'
    ? { serviceType: 'Visa-Free Entry', applyLabel: 'Apply Now' }
    : { serviceType: 'Document Service', applyLabel: 'Start Application' }
}

function checkBangladesh(ctx: CheckContext): Problem[] {
  const bangladesh = validCatalogue(ctx, 'bangladesh-visa')
  if (!bangladesh) return []
  const { source, data } = bangladesh
  const path = ['services', 'items']
  const problems = [
    ...formKeys(
      source,
      data.services.items,
      path,
      bangladeshServiceOptions.map((o) => o.value),
      'forms/bangladesh-service.ts',
    ),
  ]
  data.services.items.forEach((service, index) => {
    const expected = expectedWording(service)
    for (const field of ['serviceType', 'applyLabel'] as const) {
      if (service[field] !== expected[field])
        problems.push(
          problem(
            source.file,
            positionOf(source, [...path, index, field]),
            `${field} of ${service.key} must be ${expected[field]} (specification, Bangladesh services page)`,
          ),
        )
    }
    if (!service.fees) return
    // The price shown as "From £95" must be one a visitor can actually pay: a row of the table.
    // (Not necessarily the cheapest: docs/specification/part-2.md's NID is "from £25" for a new card.)
    const fees = service.fees.rows.map((row) => row.price)
    if (!fees.includes(service.price))
      problems.push(
        problem(
          source.file,
          positionOf(source, [...path, index, 'price']),
          `price ${service.price} is not a fee of the fee structure below (${fees.map(formatPounds).join(', ')}): write one of them`,
        ),
      )
  })
  return problems
}

/** The visa catalogues: the keys their application forms send, the spec's counts. */
export function checkVisaCatalogues(ctx: CheckContext): Problem[] {
  return [...checkSchengen(ctx), ...checkBangladesh(ctx)]
}
