import { useFormat } from '../../content/react/use-format'
import type { TourDay } from '../../schemas/types.generated'
import { DayList } from '../ui/DayList'

/** The days of a tour, each with its number ("Day 1"), title and what happens. */
export function TourItinerary({ days, dayLabel }: { days: TourDay[]; dayLabel: string }) {
  const { digits } = useFormat()
  // The day's number in the page's digits (দিন ৩).
  const shown = days.map((day) => ({ ...day, day: typeof day.day === 'number' ? digits(day.day) : day.day }))
  return <DayList days={shown} block="tour-days" labelClass="tour-days__number" labelPrefix={dayLabel} heading="h5" />
}
