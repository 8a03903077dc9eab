// "Today" for the whole build, from one place. A page that shows what is bookable, departed or
// still open is only as right as this day: Netlify rebuilds the site daily (functions/
// scheduled-rebuild.ts) so the pages change state on the day. Tests and previews set
// SITE_TODAY=YYYY-MM-DD to build the site as it will look on another day. Server-only.
import { isIsoDate, toIsoDate } from '../browser/dates'

export const SITE_TODAY_VARIABLE = 'SITE_TODAY'

/** Today as `YYYY-MM-DD` (UTC): SITE_TODAY when set, else the real date. */
export function today(env: Record<string, string | undefined> = process.env): string {
  const fixed = env[SITE_TODAY_VARIABLE]?.trim()
  if (fixed) {
    if (!isIsoDate(fixed)) throw new Error(`${SITE_TODAY_VARIABLE}=${fixed} is not a date: write it as YYYY-MM-DD, e.g. 2026-11-23`)
    return fixed
  }
  return toIsoDate(new Date())
}
