import type { TourDay } from '../../schemas/types.generated'

/** The days of a tour, each with its number ("Day 1"), title and what happens. */
export function TourItinerary({ days, dayLabel }: { days: TourDay[]; dayLabel: string }) {
  return (
    <ol className="tour-days">
      {days.map((day) => (
        <li key={day.day} className="tour-days__day">
          <span className="tour-days__number">
            {dayLabel} {day.day}
          </span>
          <div>
            <h5 className="tour-days__title">{day.title}</h5>
            <p>{day.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
