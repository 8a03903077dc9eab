import './trust-strip.css'
import type { TrustFacts } from '../../content/server/facts/trust'
import { useWords } from '../../content/react/use-words'
import { Latin } from '../ui/Latin'

/**
 * The agency's credentials on the first screen of the home and package pages (issue 38): what
 * the leading operators show before anything else, so a visitor sees at once that the booking is
 * protected and how others rated it. Words only: the strip is in every such page's first round trip,
 * where an icon's path costs bytes a Bengali page does not have.
 */
export function TrustStrip({ facts }: { facts: TrustFacts }) {
  const t = useWords()
  return (
    <div className="trust-strip">
      <ul className="container trust-strip__list" aria-label={t('trustStrip.label')}>
        <li>
          <Latin text={t('trustStrip.atol', { number: facts.atolNumber })} />
        </li>
        <li>
          <Latin text={t('trustStrip.iata')} />
        </li>
        <li>{t('trustStrip.rating', { rating: facts.rating, best: facts.best, count: facts.count })}</li>
      </ul>
    </div>
  )
}
