import type { Site } from '../../schemas/types.generated'

type OpeningHours = Site['openingHours'][number]

/** '10:00–18:00', or 'Closed' for a closed day. */
export function openingTimes(hours: OpeningHours): string {
  return hours.closed ? 'Closed' : `${hours.opens}–${hours.closes}`
}
