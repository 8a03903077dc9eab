import type { UmrahItineraryDay } from '../../schemas/types.generated'

/** The day-by-day plan as a timeline. */
export function UmrahItinerary({ days }: { days: UmrahItineraryDay[] }) {
  return (
    <ol className="umrah-itinerary">
      {days.map((day) => (
        <li key={day.day} className="umrah-itinerary__day">
          <span className="umrah-itinerary__label">{day.day}</span>
          <div>
            <h3 className="umrah-itinerary__title">{day.title}</h3>
            <p>{day.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
