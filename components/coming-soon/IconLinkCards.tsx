import type { IconLinkCard } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { IconCards } from '../ui/IconCards'

/** The coming-soon page's classes of an icon card. */
export const COMING_CARD = { list: 'coming-cards', card: 'coming-card', icon: 'icon-tile coming-card__icon' }

/** Cards with an icon, a title, a sentence and a link (the services on their way, the pages ready now). */
export function IconLinkCards({ cards, columns }: { cards: readonly IconLinkCard[]; columns: 3 | 4 }) {
  return (
    <IconCards
      items={cards}
      columns={columns}
      classes={COMING_CARD}
      more={(card) => (
        <a className="text-link coming-card__link" href={card.link.href}>
          {card.link.label}
          <Icon name="arrowRight" size={16} />
        </a>
      )}
    />
  )
}
