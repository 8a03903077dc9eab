import { useContext, type ReactNode } from 'react'
import { Icon } from '../../islands/ui/Icon'
import { Picture } from '../../islands/ui/Picture'
import { responsiveImage } from './responsive-image'
import { useFormat } from '../../content/react/use-format'
import { LocaleContext } from '../../content/react/locale-context'
import { TEXT_FACE_COMES_LATE } from '../../content/browser/locale'

export interface PageHeroProps {
  eyebrow: string
  heading: string
  text?: string
  /** The picture behind the banner; without one it is the plain dark-green banner (Nusuk, FAQ and registration pages). */
  image?: string
  /** Short selling points, shown with a tick. */
  points?: readonly string[]
  /** "Visas from £50": the label and the lowest price, with an optional unit ("/ night"). */
  price?: { label: string; amount: number; unit?: string }
  /**
   * Names the banner by its h1 (a region). Off where the page has a region of the same name
   * further down, e.g. the October Umrah's promo video.
   */
  named?: boolean
  /** A page's own class beside page-hero, for what only that page shows (facts, actions). */
  className?: string
  children?: ReactNode
}

/** The banner at the top of a page, over a picture or plain: eyebrow, the page's one h1, text, points, price, then anything else. */
export function PageHero({ eyebrow, heading, text, image, points = [], price, named = true, className, children }: PageHeroProps) {
  const format = useFormat()
  // A copy of the text keeps its room while the brand face is on its way (components.css).
  const reserve = TEXT_FACE_COMES_LATE[useContext(LocaleContext)] ? text : undefined
  const classes = ['page-hero', !image && 'page-hero--plain', className].filter(Boolean).join(' ')
  return (
    <section className={classes} aria-labelledby={named ? 'page-hero-heading' : undefined}>
      {image && <Picture className="page-hero__image" image={responsiveImage(image, { width: 1600, height: 900 })} priority />}
      <div className="container page-hero__content">
        <p className="page-hero__eyebrow">{eyebrow}</p>
        <h1 id={named ? 'page-hero-heading' : undefined} className="page-hero__title">
          {heading}
        </h1>
        {text && (
          <p className="page-hero__text" data-reserve={reserve}>
            <span>{text}</span>
          </p>
        )}
        {points.length > 0 && (
          <ul className="page-hero__points">
            {points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} /> {point}
              </li>
            ))}
          </ul>
        )}
        {price && (
          <p className="page-hero__price">
            {price.label} <strong>{format.pounds(price.amount)}</strong>
            {price.unit && ` ${price.unit}`}
          </p>
        )}
        {children}
      </div>
    </section>
  )
}
