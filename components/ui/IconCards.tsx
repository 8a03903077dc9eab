import type { ReactNode } from 'react'
import { Icon } from '../../islands/ui/Icon'
import { Latin } from './Latin'

/** What every icon card shows: an icon and a title, perhaps a sentence and a short line above the title. */
export interface IconCardItem {
  icon: string
  title: string
  text?: string
  eyebrow?: string
}

/** The classes of one use: the list's own class, the card's, the icon's and, where not the shared ones, the title's and the text's. */
interface IconCardClasses {
  list: string
  card: string
  icon: string
  title?: string
  text?: string
  eyebrow?: string
}

/**
 * A grid of cards, each an icon, a title and a sentence, with what `more` adds at its end (a link):
 * the one list behind the contact page's values, the Umrah page's services and seasons, and the
 * coming-soon page's cards and contact blocks.
 */
export function IconCards<Item extends IconCardItem>({
  items,
  columns,
  classes,
  iconSize = 26,
  more,
}: {
  items: readonly Item[]
  columns: 3 | 4
  classes: IconCardClasses
  iconSize?: number
  more?: (item: Item) => ReactNode
}) {
  return (
    <ul className={`card-grid card-grid--${columns} ${classes.list}`}>
      {items.map((item) => (
        <li key={item.title} className={`card ${classes.card}`}>
          <span className={classes.icon}>
            <Icon name={item.icon} size={iconSize} />
          </span>
          {item.eyebrow && <p className={classes.eyebrow}>{item.eyebrow}</p>}
          <h3 className={classes.title ?? 'card__title'}>
            <Latin text={item.title} />
          </h3>
          {item.text !== undefined && <p className={classes.text}>{item.text}</p>}
          {more?.(item)}
        </li>
      ))}
    </ul>
  )
}
