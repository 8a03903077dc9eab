/** One day of a plan: what it is called ("Day 1" or its number), a title and what happens. */
interface PlanDay {
  day: string | number
  title: string
  description: string
}

/**
 * A day-by-day plan as an ordered list, the one list behind a tour's days and an Umrah package's
 * itinerary. `block` names the list; each day is a `${block}__day` with its label (`labelClass`,
 * the day's name after `labelPrefix`) and its `${block}__title` heading.
 */
export function DayList({
  days,
  block,
  labelClass,
  labelPrefix,
  heading: Heading = 'h3',
}: {
  days: readonly PlanDay[]
  block: string
  labelClass: string
  labelPrefix?: string
  heading?: 'h3' | 'h5'
}) {
  return (
    <ol className={block}>
      {days.map((day) => (
        <li key={day.day} className={`${block}__day`}>
          <span className={labelClass}>
            {labelPrefix === undefined ? (
              day.day
            ) : (
              <>
                {labelPrefix} {day.day}
              </>
            )}
          </span>
          <div>
            <Heading className={`${block}__title`}>{day.title}</Heading>
            <p>{day.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
