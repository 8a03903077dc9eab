import type { ReactNode } from 'react'
import { Icon } from '../ui/Icon'
import './umrah.css'

/** The banner of an Umrah page: picture, eyebrow, the page's one h1, text, then any actions. */
export function UmrahHero({
  eyebrow,
  heading,
  text,
  image,
  points = [],
  children,
}: {
  eyebrow: string
  heading: string
  text?: string
  image: string
  /** Short selling points, shown with a tick. */
  points?: string[]
  children?: ReactNode
}) {
  return (
    // Not a named region: the h1 already names the page, and a package page has a region with the
    // same name further down (the promo video of the October package).
    <section className="umrah-hero">
      <img className="umrah-hero__image" src={image} width="1600" height="900" alt="" fetchPriority="high" />
      <div className="container umrah-hero__content">
        <p className="umrah-hero__eyebrow">{eyebrow}</p>
        <h1 className="umrah-hero__title">
          {heading}
        </h1>
        {text && <p className="umrah-hero__text">{text}</p>}
        {points.length > 0 && (
          <ul className="umrah-hero__points">
            {points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} /> {point}
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </section>
  )
}
