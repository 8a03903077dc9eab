// The agency's opening hours as every page shows them (data/site.yaml `openingHours`), so the
// footer, the home page and the contact page say the same.
import type { Site } from '../schemas/types.generated'
import type { Translate } from './words'

type OpeningHours = Site['openingHours'][number]

/** '10:00–18:00', or the word for a closed day (data/words.yaml contact.closed, e.g. Closed). */
export function openingTimes(hours: OpeningHours, t: Translate): string {
  return hours.closed ? t('contact.closed') : `${hours.opens}–${hours.closes}`
}

/** Every day on one line, e.g. 'Mon–Sat 10:00–18:00 · Sun Closed'. */
export function openingHoursLine(site: Pick<Site, 'openingHours'>, t: Translate): string {
  return site.openingHours.map((hours) => `${hours.label} ${openingTimes(hours, t)}`).join(' · ')
}
