import type { Fact } from '../ui/Facts'
import { Icon } from '../../islands/ui/Icon'

/** The key facts in a row under the plain page banner, overlapping its lower edge (Nusuk and registration pages). */
export function HeroFacts({ facts }: { facts: ReadonlyArray<Required<Fact>> }) {
  return (
    <div className="container">
      <dl className="nusuk-facts">
        {facts.map((fact) => (
          <div key={fact.label} className="nusuk-facts__item">
            {/* Inside the <dt>: a <dl>'s <div> may hold only <dt> and <dd>. */}
            <dt>
              <Icon name={fact.icon} size={22} />
              {fact.label}
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
