import { Icon } from '../../islands/ui/Icon'

export interface Fact {
  label: string
  value: string
  icon?: string
}

/** Label and value pairs (duration, dates, hotels...) as a description list. */
export function Facts({ facts, compact = false }: { facts: Fact[]; compact?: boolean }) {
  return (
    <dl className={compact ? 'facts facts--compact' : 'facts'}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>
            {fact.icon && <Icon name={fact.icon} size={16} />} {fact.label}
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
