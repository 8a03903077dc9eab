import { IconCards, type IconCardItem } from '../ui/IconCards'

/** A grid of small cards with an icon, a title and a sentence (our values, reasons to choose us). */
export function ContactCards({ items, columns }: { items: IconCardItem[]; columns: 3 | 4 }) {
  return (
    <IconCards items={items} columns={columns} classes={{ list: 'contact-page-cards', card: 'contact-page-card', icon: 'icon-tile contact-page-card__icon' }} />
  )
}
