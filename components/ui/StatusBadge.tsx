import type { Words } from '../../schemas/types.generated'
import { useWords } from '../../content/react/use-words'

/** What a package is on the day, in the words of data/words.yaml `status`. */
type PackageBadge = keyof Words['status']
/** A package that cannot be booked: its badge and its disabled button say which. */
export type ClosedStatus = Extract<PackageBadge, 'soldOut' | 'departed'>

/**
 * Which badge a package shows: sold out or departed first; else popular (`popularWord`: Umrah
 * says Most Popular, Hajj Popular); else, with `open`, Places available; else none.
 */
export function packageBadge(
  closed: ClosedStatus | undefined,
  popular: boolean | undefined,
  { popularWord = 'mostPopular', open = false }: { popularWord?: 'mostPopular' | 'popular'; open?: boolean } = {},
): PackageBadge | undefined {
  return closed ?? (popular ? popularWord : open ? 'placesAvailable' : undefined)
}

function isClosed(status: PackageBadge): boolean {
  return status === 'soldOut' || status === 'departed'
}

/**
 * How the badge sits:
 * - `badge`: on a card's picture (`badge`, gold while open, dark when closed; `place` moves it
 *   to the right corner or into a line of text);
 * - `pill`: a rounded label in the /umrah table and a package page's booking panel (`umrah-status`);
 * - `tab`: the plain words under a package's name in the /umrah tabs;
 * - `flag`: among the quick facts at the top of an Umrah package's page.
 */
type Look = 'badge' | 'pill' | 'tab' | 'flag'

function classes(status: PackageBadge, look: Look, place: 'right' | 'inline' | undefined): string {
  const closed = isClosed(status)
  switch (look) {
    case 'badge':
      return ['badge', closed ? 'badge--dark' : status === 'placesAvailable' ? 'badge--green' : 'badge--gold', place && `badge--${place}`]
        .filter(Boolean)
        .join(' ')
    case 'pill':
      return `umrah-status umrah-status--${closed ? 'sold-out' : 'open'}`
    case 'tab':
      return 'umrah-tabs__status'
    case 'flag':
      return closed ? 'umrah-detail__flag' : 'umrah-detail__flag umrah-detail__flag--gold'
  }
}

/**
 * The one badge of a package (Sold Out, Departed, Most Popular, Popular, Places available) on
 * every card, tab, table and page; nothing when `status` is undefined.
 */
export function StatusBadge({
  status,
  look = 'badge',
  place,
  as: Tag = 'span',
}: {
  status: PackageBadge | undefined
  look?: Look
  place?: 'right' | 'inline'
  as?: 'span' | 'p' | 'li'
}) {
  const t = useWords()
  if (!status) return null
  return <Tag className={classes(status, look, place)}>{t(`status.${status}`)}</Tag>
}
