import type { HajjItineraryDay } from './types'

function Day({ day }: { day: HajjItineraryDay }) {
  return (
    <li className="hajj-itinerary__day">
      <p className="hajj-itinerary__when">{day.day}</p>
      <h3 className="hajj-itinerary__title">{day.title}</h3>
      <p className="hajj-itinerary__text">{day.description}</p>
    </li>
  )
}

/** The package's days before Hajj, the days of Hajj of its kind (marked), then its days after. */
export function PackageItinerary({
  before,
  hajjDays,
  after,
  hajjDaysLabel,
}: {
  before: HajjItineraryDay[]
  hajjDays: HajjItineraryDay[]
  after: HajjItineraryDay[]
  hajjDaysLabel: string
}) {
  return (
    <ol className="hajj-itinerary">
      {before.map((day) => (
        <Day key={day.day} day={day} />
      ))}
      <li className="hajj-itinerary__hajj">
        <p className="hajj-itinerary__label">{hajjDaysLabel}</p>
        <ol className="hajj-itinerary__hajj-days">
          {hajjDays.map((day) => (
            <Day key={day.day} day={day} />
          ))}
        </ol>
      </li>
      {after.map((day) => (
        <Day key={day.day} day={day} />
      ))}
    </ol>
  )
}
