// The Umm al-Qura calendar (Saudi Arabia's own, as Intl knows it): when Ramadan and Hajj fall.
// Used by the Hajj season (content/hajj.ts) and the forms' travel months. Browser-safe: only Intl.

/** Hijri months by number. */
export const HIJRI_MONTH = { ramadan: 9, shawwal: 10, dhuAlHijjah: 12 } as const
/** Hajj runs from 8 Dhu al-Hijjah (the day of Tarwiyah, when pilgrims go to Mina) to the 13th. */
export const HAJJ_FIRST_DAY = 8
export const HAJJ_LAST_DAY = 13

const DAY_MS = 24 * 60 * 60 * 1000
// A Hijri year has 354 or 355 days: searching this far always finds the next one.
const HIJRI_YEAR_SEARCH_DAYS = 400

const hijriFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** The Hijri month and day of a UTC calendar day. */
function hijriDay(date: Date): { month: number; day: number } {
  const parts = hijriFormat.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return { month: part('month'), day: part('day') }
}

/** The first UTC day on or after `start` that is the given Hijri month and day. */
export function nextHijriDate(start: Date, month: number, day: number): Date {
  for (let i = 0; i < HIJRI_YEAR_SEARCH_DAYS; i++) {
    const date = new Date(start.getTime() + i * DAY_MS)
    const hijri = hijriDay(date)
    if (hijri.month === month && hijri.day === day) return date
  }
  throw new Error(`No Hijri ${month}/${day} within ${HIJRI_YEAR_SEARCH_DAYS} days of ${start.toISOString()}`)
}
