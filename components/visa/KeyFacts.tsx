import { Icon } from '../../islands/ui/Icon'
import type { Fact } from '../ui/Facts'

/** The few numbers that decide a choice (time, fee, validity...), as tiles across the tab. */
export function KeyFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="visa-stats">
      {facts.map((fact) => (
        <div key={fact.label} className="visa-stats__item">
          <dt>
            {fact.icon && <Icon name={fact.icon} size={18} />} {fact.label}
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
