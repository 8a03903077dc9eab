// The agency's opening hours as every page shows them (data/site.yaml `openingHours`), so the
// footer, the home page, the contact page and the printed guide say the same, each language as its
// readers say a time (data/words.yaml `clock`): English "10:00–18:00", Bengali "সকাল ১০টা – সন্ধ্যা ৬টা".
import type { Site } from '../../../schemas/types.generated'
import type { Format } from '../../browser/format'
import type { Translate } from '../../browser/words/words'

type OpeningHours = Site['openingHours'][number]
type Period = 'morning' | 'noon' | 'afternoon' | 'evening' | 'night'

/** The part of the day an hour (0–23) falls in, as data/words.yaml `clock.periods` names them. */
function periodOf(hour: number): Period {
  if (hour >= 20 || hour < 4) return 'night'
  if (hour >= 18) return 'evening'
  if (hour >= 15) return 'afternoon'
  if (hour >= 12) return 'noon'
  return 'morning'
}

/** A time of day written `HH:MM` (data/site.yaml), as `t`'s language says it: '18:00', 'সন্ধ্যা ৬টা'. */
export function clockTime(time: string, t: Translate, format: Pick<Format, 'digits'>): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time)
  if (!match) throw new Error(`data/site.yaml: the time ${time} is not written as HH:MM (e.g. 09:30)`)
  const hour = Number(match[1])
  const minutes = Number(match[2])
  // Every part a language may use (data/words.yaml clock offers them all); each uses its own.
  const values: Record<string, string> = {
    time,
    hour12: format.digits(hour % 12 === 0 ? 12 : hour % 12),
    minutes: String(minutes)
      .padStart(2, '0')
      .replace(/\d/g, (digit) => format.digits(Number(digit))),
    period: t(`clock.periods.${periodOf(hour)}`),
  }
  return minutes === 0 ? t('clock.onTheHour', values) : minutes === 30 ? t('clock.halfPast', values) : t('clock.minutesPast', values)
}

/** '10:00–18:00' ('সকাল ১০টা – সন্ধ্যা ৬টা'), or the word for a closed day (data/words.yaml contact.closed, e.g. Closed). */
export function openingTimes(hours: OpeningHours, t: Translate, format: Pick<Format, 'digits'>): string {
  // The schema asks an open day for both times; a day without them is closed.
  if (hours.closed || hours.opens === undefined || hours.closes === undefined) return t('contact.closed')
  return t('clock.range', { from: clockTime(hours.opens, t, format), to: clockTime(hours.closes, t, format) })
}

/** Every day on one line, e.g. 'Mon–Sat 10:00–18:00 · Sun Closed'. */
export function openingHoursLine(site: Pick<Site, 'openingHours'>, t: Translate, format: Pick<Format, 'digits'>): string {
  return site.openingHours.map((hours) => `${hours.label} ${openingTimes(hours, t, format)}`).join(' · ')
}
