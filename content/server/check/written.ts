// "you wrote X: write Y": turns a wrongly written value into the value that was meant, where that
// can be guessed safely. Each returns undefined when no safe guess exists.

/** A value as the editor typed it: strings in double quotes, everything else bare. */
export function shown(value: unknown): string {
  if (value === null || value === undefined) return 'nothing'
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '...' : value)
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  return String(value)
}

/** "£1,649" → 1649, "1649" → 1649, 1649.5 → 1650 (when whole pounds are needed). */
export function numberFix(value: unknown, whole: boolean): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined
  if (text === undefined) return undefined
  const cleaned = text.replace(/£|GBP|pounds?|,|\s/gi, '')
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined
  const n = Number(cleaned)
  return whole ? Math.round(n) : n
}

export function booleanFix(value: unknown): boolean | undefined {
  if (typeof value !== 'string') return undefined
  const word = value.trim().toLowerCase()
  if (['yes', 'y', 'true', 'on'].includes(word)) return true
  if (['no', 'n', 'false', 'off'].includes(word)) return false
  return undefined
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return date.toISOString().slice(0, 10)
}

/**
 * Why a value written like a date is no day of the calendar ("2026-02-30", "31/04/2026"): the
 * month and how many days it has; undefined when it is not written like a date or the day exists.
 */
export function impossibleDay(value: string): string | undefined {
  const text = value.trim()
  const iso = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text)
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : uk ? [uk[3], uk[2], uk[1]] : []
  if (year === undefined) return undefined
  const [y, m, d] = [Number(year), Number(month), Number(day)]
  if (m < 1 || m > 12) return `there is no month ${m} (months go from 01 to 12)`
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  if (d >= 1 && d <= days) return undefined
  const name = MONTHS[m - 1][0].toUpperCase() + MONTHS[m - 1].slice(1)
  return `that day does not exist: ${name} ${y} has ${days} days`
}

/** "31/03/2026" (UK order), "31 March 2026", "2026-3-31" → "2026-03-31". */
export function dateFix(value: string): string | undefined {
  const text = value.trim()
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]))
  m = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text)
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]))
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\s+(\d{4})$/.exec(text)
  if (m) {
    const month = MONTHS.findIndex((name) => name.startsWith(m![2].toLowerCase()) && m![2].length >= 3)
    if (month >= 0) return isoDate(Number(m[3]), month + 1, Number(m[1]))
  }
  return undefined
}

/** "October 2025" → "october-2025". */
export function slugFix(value: string): string | undefined {
  const slug = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return slug && slug !== value ? slug : undefined
}

/** "020 7946 0100" or "+44 20 7946 0100" → "+442079460100" (UK numbers when no country is given). */
export function telFix(value: string): string | undefined {
  const digits = value.replace(/[\s()-]/g, '')
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits
  if (/^00[1-9]\d{6,14}$/.test(digits)) return '+' + digits.slice(2)
  if (/^0\d{9,10}$/.test(digits)) return '+44' + digits.slice(1)
  return undefined
}

/** "10.00" → "10:00", "9:30" → "09:30". */
export function timeFix(value: string): string | undefined {
  const m = /^(\d{1,2})[.:h](\d{2})$/.exec(value.trim())
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return undefined
  return `${m[1].padStart(2, '0')}:${m[2]}`
}

/** "umrah/october" → "/umrah/october", "https://<any host>/umrah" → "/umrah". */
export function internalLinkFix(value: string): string | undefined {
  const text = value.trim()
  const full = /^https?:\/\/[^/\s]+(\/\S*)?$/.exec(text)
  if (full) return full[1] || '/'
  if (/^[a-z0-9-]+(\/[a-z0-9-]+)*\/?(#[\w-]+)?$/i.test(text)) return '/' + text
  return undefined
}

export function externalUrlFix(value: string): string | undefined {
  const text = value.trim()
  if (/^http:\/\/\S+\.\S+$/.test(text)) return 'https://' + text.slice('http://'.length)
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text)) return 'https://' + text
  return undefined
}

/** "images/x.svg" or "public/images/x.svg" → "/images/x.svg". */
export function imagePathFix(value: string): string | undefined {
  const m = /^\/?(?:public\/)?(images\/\S+\.(svg|png|jpe?g|webp|avif|gif))$/i.exec(value.trim())
  return m && '/' + m[1] !== value ? '/' + m[1] : undefined
}
