import './room-prices.css'
import { roomPricesOf, type PricedByRoom } from '../../content/browser/room-prices'
import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'

/**
 * A package's price per person in each room it offers (issue 38); nothing for a package with one
 * price for all. While it can be booked (`quoteHref`, the wizard's address with the package), each
 * room links to a quote for that room.
 */
export function RoomPriceTable({ pkg, className, quoteHref }: { pkg: PricedByRoom; className?: string; quoteHref?: string }) {
  const t = useWords()
  const format = useFormat()
  const rooms = roomPricesOf(pkg)
  if (rooms.length === 0) return null
  return (
    <table className={className ? `room-prices ${className}` : 'room-prices'}>
      <caption>{t('rooms.heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rooms.room')}</th>
          <th scope="col">{t('rooms.price')}</th>
          {quoteHref && (
            <th scope="col">
              <span className="visually-hidden">{t('roomQuote.column')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rooms.map(({ room, price }) => (
          <tr key={room}>
            <th scope="row">{t(`rooms.${room}`)}</th>
            <td>{format.pounds(price)}</td>
            {quoteHref && (
              <td className="room-prices__quote">
                <a href={`${quoteHref}&room=${room}`} aria-label={t('roomQuote.linkFor', { room: t(`rooms.${room}`) })}>
                  {t('roomQuote.link')}
                </a>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
