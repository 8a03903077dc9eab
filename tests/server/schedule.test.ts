// The local server runs scheduled functions on their cron schedule, as Netlify does.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cronMatches, scheduledFunctions } from '../../tooling/local-netlify/schedule'

const at = (iso: string) => new Date(iso)

describe('cron schedules', () => {
  it.each([
    ['*/5 * * * *', '2026-11-25T10:05:00Z', true],
    ['*/5 * * * *', '2026-11-25T10:07:00Z', false],
    ['0 4 * * *', '2026-11-25T04:00:00Z', true],
    ['0 4 * * *', '2026-11-25T05:00:00Z', false],
    ['@hourly', '2026-11-25T05:00:00Z', true],
    ['@daily', '2026-11-25T00:00:00Z', true],
    ['30 9 * * 1-5', '2026-11-25T09:30:00Z', true],
    ['30 9 * * 1-5', '2026-11-29T09:30:00Z', false],
    ['0 0 1,15 * *', '2026-11-15T00:00:00Z', true],
    ['0 0 * * 7', '2026-11-29T00:00:00Z', true],
  ])('%s at %s: %s', (expression, when, expected) => {
    expect(cronMatches(expression, at(when))).toBe(expected)
  })

  it('refuses an expression it cannot read', () => {
    expect(() => cronMatches('every five minutes', at('2026-11-25T10:05:00Z'))).toThrow(/five fields/)
  })

  it('finds the schedules in the functions’ own source, as Netlify reads them', () => {
    expect(scheduledFunctions(join(process.cwd(), 'functions')).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'deliver-enquiries', schedule: '*/5 * * * *' },
      { name: 'scheduled-rebuild', schedule: '0 4 * * *' },
    ])
  })
})
