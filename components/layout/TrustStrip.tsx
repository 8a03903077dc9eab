import './trust-strip.css'
import type { TrustFacts } from '../../content/trust'
import { useWords } from '../../content/use-words'
import { Icon } from '../../islands/ui/Icon'

/**
 * The agency's credentials on the first screen of the home and package pages (issue 38): what
 * the leading operators show before anything else, so a visitor sees at once that the booking is
 * protected and how others rated it.
 */
export function TrustStrip({ facts }: { facts: TrustFacts }) {
  const t = useWords()
  return (
    <div className="trust-strip">
      <ul className="container trust-strip__list" aria-label={t('trustStrip.label')}>
        <li>
          <Icon name="shield" size={16} /> {t('trustStrip.atol', { number: facts.atolNumber })}
        </li>
        <li>
          <Icon name="plane" size={16} /> {t('trustStrip.iata')}
        </li>
        <li>
          <Icon name="star" size={16} /> {t('trustStrip.rating', { rating: facts.rating, best: facts.best, count: facts.count })}
        </li>
      </ul>
    </div>
  )
}
