import type { UmrahItineraryDay } from '../../schemas/types.generated'
import { DayList } from '../ui/DayList'

/** The day-by-day plan as a timeline; each day's label is a .pill. */
export function UmrahItinerary({ days }: { days: UmrahItineraryDay[] }) {
  return <DayList days={days} block="umrah-itinerary" labelClass="umrah-itinerary__label pill" />
}
