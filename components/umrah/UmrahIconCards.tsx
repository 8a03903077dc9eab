import { IconCards } from '../ui/IconCards'

/** The Umrah pages' classes of an icon card. */
const UMRAH_CARD = {
  list: 'umrah-icon-cards',
  card: 'umrah-icon-card',
  icon: 'icon-tile umrah-icon-card__icon',
  eyebrow: 'umrah-icon-card__eyebrow',
  title: 'umrah-icon-card__title',
  text: 'umrah-icon-card__text',
}

/** A grid of small cards with an icon (services, seasons, reasons); `eyebrow` is a short line above the title, e.g. the months of a season. */
export function UmrahIconCards({ cards, columns = 4 }: { cards: { title: string; description: string; icon: string; eyebrow?: string }[]; columns?: 3 | 4 }) {
  return <IconCards items={cards.map(({ description, ...card }) => ({ ...card, text: description }))} columns={columns} classes={UMRAH_CARD} />
}
