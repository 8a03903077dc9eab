import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import type { Site, IconCard } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'

export function TrustBadges({ badges, claims }: { badges: IconCard[]; claims: Site['claims'] }) {
  const t = useWords()
  // The figures in the page's digits (২০+ on a Bengali page), the fact as data/site.yaml writes it.
  const format = useFormat()
  return (
    <section className="trust" aria-labelledby="trust-heading">
      <div className="container">
        <h2 id="trust-heading" className="visually-hidden">
          {t('home.trustHeading')}
        </h2>
        <ul className="trust__stats">
          {claims.map((claim) => (
            <li key={claim.label}>
              <strong>{format.figures(claim.value)}</strong>
              <span>{claim.label}</span>
            </li>
          ))}
        </ul>
        <ul className="trust__badges">
          {badges.map((badge) => (
            <li key={badge.title}>
              <Icon name={badge.icon} size={28} />
              <span>
                <strong>{badge.title}</strong>
                <span>{badge.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
