import type { Shell } from '../../schemas/types.generated'

/** Where bookable packages would be when none is left: an invitation to register interest. */
export function NewDatesSoon({ words }: { words: Shell['newDates'] }) {
  return (
    <div className="new-dates">
      <h3 className="new-dates__heading">{words.heading}</h3>
      <p>{words.text}</p>
      <a className="button button--primary" href={words.link.href}>
        {words.link.label}
      </a>
    </div>
  )
}
