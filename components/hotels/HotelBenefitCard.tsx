import type { IconCard } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'

/** One reason of 'Why Book Hotels with Us?'. */
export function HotelBenefitCard({ benefit }: { benefit: IconCard }) {
  return (
    <article className="card hotels-benefit">
      <span className="icon-tile hotels-benefit__icon">
        <Icon name={benefit.icon} size={28} />
      </span>
      <h3 className="card__title">{benefit.title}</h3>
      <p>{benefit.text}</p>
    </article>
  )
}
