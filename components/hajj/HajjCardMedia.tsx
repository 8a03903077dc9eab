import type { ShownHajjPackage } from '../../content/server/hajj/season'
import { packageBadge, StatusBadge } from '../ui/StatusBadge'
import { CARD_SIZES, Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'

/** A Hajj package card's picture, with a green label (its code or camp) and, on the right, Departed or Popular. */
export function HajjCardMedia({ className, pkg, label }: { className: string; pkg: Pick<ShownHajjPackage, 'image' | 'departed' | 'popular'>; label: string }) {
  return (
    <div className={className}>
      <Picture image={responsiveImage(pkg.image, { width: 640, height: 360 })} sizes={CARD_SIZES.fourARow} />
      <span className="badge badge--green">{label}</span>
      <StatusBadge status={packageBadge(pkg.departed ? 'departed' : undefined, pkg.popular, { popularWord: 'popular' })} place="right" />
    </div>
  )
}
