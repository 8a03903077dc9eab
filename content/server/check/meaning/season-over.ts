// `x-season` on a list of seasons: when a season is over, said in the schema, so a catalogue sold
// by the season (data/hajj.yaml) needs no rule of its own here:
//   `{ "what": "Hajj {year}", "year": "year", "members": "packages", "member": "package",
//      "departs": "departure", "says": "season.opensSoon", "calendar": "hajj" }`
// A season is over once every item of `members` departing in its `year` has departed (or none does):
// its offers (`x-ends`) ended with it. The latest season over, with items of its own, is a warning at
// its year: the site names the next season (the text at `says` in data/words.yaml, with its {year}:
// the next after it, or the calendar's next where that is later) and staff should add it.
import { hasDeparted } from '../../../browser/dates'
import { fill } from '../../../browser/fill'
import { nextHajjYear } from '../../../browser/hijri-calendar'
import type { Problem } from '../../data/problem'
import type { DataPath, SourceFile } from '../source'
import { isRecord, named, warn, wordsAt } from './season'
import { valuesAt } from './walk'

/** The year of the next event a calendar holds from a day on, where a season follows one (the Hajj). */
const CALENDARS = { hajj: nextHajjYear } as const

export const SEASON = 'x-season'

export const seasonMetaSchema = {
  type: 'object',
  required: ['what', 'year', 'members', 'member', 'departs', 'says'],
  additionalProperties: false,
  properties: {
    what: { type: 'string' },
    year: { type: 'string' },
    members: { type: 'string' },
    member: { type: 'string' },
    departs: { type: 'string' },
    says: { type: 'string' },
    calendar: { enum: Object.keys(CALENDARS) },
  },
}

export interface SeasonRule {
  what: string
  year: string
  members: string
  member: string
  departs: string
  says: string
  calendar?: keyof typeof CALENDARS
}

/** The seasons of the list at `path` that are over on `day`, and the warning for the latest of them. */
export function seasonsOver(
  source: SourceFile,
  path: DataPath,
  seasons: unknown[],
  root: unknown,
  rule: SeasonRule,
  day: string,
  words: unknown,
): { over: DataPath[]; problems: Problem[] } {
  const yearOf = (season: unknown) => (isRecord(season) && typeof season[rule.year] === 'number' ? (season[rule.year] as number) : undefined)
  const departures = valuesAt(root, `${rule.members}/*/${rule.departs}`).flatMap(({ value }) => (typeof value === 'string' ? [value] : []))
  const latest = Math.max(...seasons.map((season) => yearOf(season) ?? -Infinity))
  const over: DataPath[] = []
  const problems: Problem[] = []
  seasons.forEach((season, s) => {
    const year = yearOf(season)
    if (year === undefined) return
    const own = departures.filter((departure) => Number(departure.slice(0, 4)) === year)
    if (!own.every((departure) => hasDeparted(departure, day))) return
    over.push([...path, s])
    if (own.length === 0 || year < latest) return
    // The year the site names: the next season, never the one just ended.
    const next = Math.max(rule.calendar ? CALENDARS[rule.calendar](day) : year + 1, year + 1)
    const says = wordsAt(words, rule.says)
    const instead = typeof says === 'string' ? `says ${fill(says, { year: next })}` : `shows data/words.yaml's ${rule.says}`
    problems.push(
      warn(
        source,
        [...path, s, rule.year],
        `every ${rule.member} of ${named(rule.what, season)} has departed: the site shows them as departed and ${instead}; add the next season and its ${rule.member}s when they are known`,
        'sale',
      ),
    )
  })
  return { over, problems }
}
