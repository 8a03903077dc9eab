import type { ContactPageReviews } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { useWords } from '../../content/react/use-words'
import { leadsSomewhere } from '../../content/browser/sample-values'
import { Latin } from '../ui/Latin'

/** Links to the agency's reviews on other websites (a sample address on an example domain is left out). */
export function ContactReviews({ reviews }: { reviews: ContactPageReviews }) {
  const t = useWords()
  return (
    <div id="reviews" className="contact-page-reviews">
      <h3>{reviews.heading}</h3>
      <p>{reviews.text}</p>
      <ul>
        {reviews.links
          .filter((link) => leadsSomewhere(link.href))
          .map((link) => (
            <li key={link.href}>
              <a className="button button--outline" href={link.href} target="_blank" rel="noopener noreferrer">
                <Icon name="star" size={18} /> <Latin text={link.label} /> <span className="visually-hidden">{t('newTab')}</span>
              </a>
              <span>{link.text}</span>
            </li>
          ))}
      </ul>
    </div>
  )
}
