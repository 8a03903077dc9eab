import type { TourDay } from '../../schemas/types.generated'
import { DayList } from '../ui/DayList'

/** The days of a tour, each with its number ("Day 1"), title and what happens. */
export function TourItinerary({ days, dayLabel }: { days: TourDay[]; dayLabel: string }) {
  return <DayList days={days} block="tour-days" labelClass="tour-days__number" labelPrefix={dayLabel} heading="h5" />
}
