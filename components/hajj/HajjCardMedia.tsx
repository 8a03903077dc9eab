import type { ShownHajjPackage } from '../../content/server/hajj/season'
import { packageBadge, StatusBadge } from '../ui/StatusBadge'

/** A Hajj package card's picture, with a green label (its code or camp) and, on the right, Departed or Popular. */
export function HajjCardMedia({ className, pkg, label }: { className: string; pkg: Pick<ShownHajjPackage, 'image' | 'departed' | 'popular'>; label: string }) {
  return (
    <div className={className}>
      <img src={pkg.image} width="640" height="360" alt="" loading="lazy" />
      <span className="badge badge--green">{label}</span>
      <StatusBadge status={packageBadge(pkg.departed ? 'departed' : undefined, pkg.popular, { popularWord: 'popular' })} place="right" />
    </div>
  )
}
