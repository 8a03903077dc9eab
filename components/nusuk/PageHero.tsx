import type { ReactNode } from 'react'
import { Icon } from '../ui/Icon'

export interface HeroFact {
  label: string
  value: string
  icon: string
}

/** The dark banner at the top of the Nusuk, FAQ and registration pages, with optional key facts below. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  actions,
  facts,
}: {
  eyebrow: string
  heading: string
  intro: string
  actions?: ReactNode
  facts?: HeroFact[]
}) {
  return (
    <>
      <header className="nusuk-hero">
        <div className="container nusuk-hero__inner">
          <p className="nusuk-hero__eyebrow">{eyebrow}</p>
          <h1 className="nusuk-hero__title">{heading}</h1>
          <p className="nusuk-hero__intro">{intro}</p>
          {actions && <div className="nusuk-hero__actions">{actions}</div>}
        </div>
      </header>
      {facts && facts.length > 0 && (
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
      )}
    </>
  )
}
