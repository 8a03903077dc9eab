import { fromRoomOf, type PricedByRoom } from '../../content/browser/room-prices'
import { useWords } from '../../content/react/use-words'

/** What a "from" price says of its room ("in a quad room"), or undefined for a package with one price for all. */
export function useFromRoom(pkg: PricedByRoom): string | undefined {
  const t = useWords()
  const room = fromRoomOf(pkg)
  return room && t('rooms.fromRoom', { room: t(`rooms.${room}`) })
}
