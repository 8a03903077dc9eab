import type { Shell } from '../../schemas/types.generated'
import { ButtonLink } from './ButtonLink'

/** Where bookable packages would be when none is left: an invitation to register interest. */
export function NewDatesSoon({ words }: { words: Shell['newDates'] }) {
  return (
    <div className="new-dates">
      <h3 className="new-dates__heading">{words.heading}</h3>
      <p>{words.text}</p>
      <ButtonLink link={words.link} className="button--primary" />
    </div>
  )
}
