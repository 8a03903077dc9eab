import type { ReactNode } from 'react'
import './hajj-hero.css'

/** The picture-backed heading of the Hajj pages. */
export function HajjHero({
  eyebrow,
  heading,
  text,
  image,
  children,
}: {
  eyebrow: string
  heading: string
  text: string
  image: string
  children?: ReactNode
}) {
  return (
    <section className="hajj-hero" aria-labelledby="hajj-hero-heading">
      <img className="hajj-hero__image" src={image} width="1600" height="900" alt="" fetchPriority="high" />
      <div className="container hajj-hero__content">
        <p className="hajj-hero__eyebrow">{eyebrow}</p>
        <h1 id="hajj-hero-heading" className="hajj-hero__title">
          {heading}
        </h1>
        <p className="hajj-hero__text">{text}</p>
        {children}
      </div>
    </section>
  )
}
