import { Icon } from '../../islands/ui/Icon'

/** A highlighted list of what an applicant must know (passport validity, fees, timing). */
export function NoticeBox({ heading, items, headingLevel = 2 }: { heading: string; items: readonly string[]; headingLevel?: 2 | 4 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4'
  return (
    <div className="visa-notice">
      <Heading className="visa-notice__heading">
        <Icon name="shield" size={22} /> {heading}
      </Heading>
      <ul className="visa-notice__items">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
