// The Hajj season's rule is said in schemas/hajj.schema.json (`x-season` on seasons, `x-ends` on a
// season's earlyBirdUntil) and read by content/server/check/meaning/season-over.ts: between a season's
// early-bird end and its first departure, staff are told its early-bird prices have ended; once
// every package of a season has left, its early-bird end is part of its record and told no more.
import { describe, expect, it } from 'vitest'
import { addDays, formatLongDate } from '../../content/browser/dates'
import { loadCatalogue } from '../../content/server/data/load'
import { linesFor } from '../support/content/fixture'
import { literally } from '../support/words'

const hajj = loadCatalogue('hajj', 'en')
const [season] = hajj.seasons
const departures = hajj.packages.filter((p) => p.departure.startsWith(String(season.year))).map((p) => p.departure)
const ended = `warning: the early-bird prices of Hajj ${season.year} ended on ${formatLongDate(season.earlyBirdUntil)}: the site no longer shows them`
const earlyBirdLines = (day: string) => linesFor('data/hajj.yaml', {}, { today: new Date(`${day}T12:00:00Z`) }).filter((line) => line.includes('early-bird'))

describe("a Hajj season's early-bird end, by its schema", { timeout: 120_000 }, () => {
  it('is a warning at its line once passed, while packages of the season are still to leave', () => {
    expect(departures.length).toBeGreaterThan(0)
    const day = addDays(season.earlyBirdUntil, 1)
    expect(departures.some((departure) => departure > day)).toBe(true)
    expect(earlyBirdLines(day)).toEqual([expect.stringMatching(new RegExp(`^data/hajj\\.yaml:\\d+:\\d+  ${literally(ended).source}$`))])
  })

  it('is told no more once every package of the season has left', () => {
    const day = addDays(departures.sort().at(-1)!, 1)
    expect(earlyBirdLines(day).filter((line) => line.includes(`Hajj ${season.year}`))).toEqual([])
  })
})
