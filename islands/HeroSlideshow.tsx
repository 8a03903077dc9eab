import { useEffect, useState } from 'react'
import { Icon } from '../components/ui/Icon'
import { Picture } from '../components/ui/Picture'
import type { ResponsiveImage } from '../components/ui/responsiveImage'
import { formatPounds } from '../components/ui/Price'
import { useAutoplay } from './hooks/useAutoplay'
import { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion'

const ADVANCE_MS = 3500
const MANUAL_PAUSE_MS = 10_000

/** A slide as shown: titles, dates and prices already worked out from data (content/home.ts). */
export interface HeroSlide {
  title: string
  subtitle: string
  description: string
  price: number
  priceSuffix?: string
  link: string
  image: string
}

export interface HeroSlideshowProps {
  heading: string
  slides: HeroSlide[]
  /** Each slide's picture in the sizes made of it (components/ui/responsiveImage.ts). */
  pictures: ResponsiveImage[]
}

/** The home page offers: advances every 3.5 s and wraps; arrows and dots pause it for 10 s. */
export default function HeroSlideshow({ heading, slides, pictures }: HeroSlideshowProps) {
  const [index, setIndex] = useState(0)
  const [stopped, setStopped] = useState(false)
  // The page holds the first slide alone (a light first screen); the others join once it wakes.
  const [awake, setAwake] = useState(false)
  useEffect(() => setAwake(true), [])
  const reducedMotion = usePrefersReducedMotion()
  const count = slides.length
  const autoplaying = !stopped && !reducedMotion
  const { pause } = useAutoplay({
    step: () => setIndex((i) => (i + 1) % count),
    intervalMs: ADVANCE_MS,
    pauseMs: MANUAL_PAUSE_MS,
    enabled: autoplaying,
  })
  const goTo = (next: number) => {
    setIndex(((next % count) + count) % count)
    pause()
  }

  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Current offers">
      <h1 className="hero__heading">{heading}</h1>
      {/* Announce slide changes only when they are not automatic (WAI carousel pattern). */}
      <div className="hero__slides" aria-live={autoplaying ? 'off' : 'polite'}>
        {slides.map((slide, i) => (i > 0 && !awake) ? null : (
          <div
            key={slide.title + i}
            className={i === index ? 'hero__slide is-active' : 'hero__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <Picture className="hero__image" image={pictures[i]!} priority={i === 0} />
            <div className="container hero__content">
              <p className="hero__subtitle">{slide.subtitle}</p>
              <h2 className="hero__title">{slide.title}</h2>
              <p className="hero__description">{slide.description}</p>
              <p className="hero__price">
                From <strong>{formatPounds(slide.price)}</strong>
                {slide.priceSuffix ? ` ${slide.priceSuffix}` : ' per person'}
              </p>
              <a className="button button--gold button--large" href={slide.link}>
                Book Now <span className="visually-hidden">: {slide.title}</span>
              </a>
            </div>
          </div>
        ))}
      </div>
      <div className="hero__controls">
        <button type="button" className="hero__arrow" onClick={() => goTo(index - 1)} aria-label="Previous offer">
          <Icon name="chevronLeft" size={24} />
        </button>
        <div className="hero__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.title + i}
              type="button"
              className={i === index ? 'hero__dot is-active' : 'hero__dot'}
              aria-label={`Show offer ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className="hero__arrow" onClick={() => goTo(index + 1)} aria-label="Next offer">
          <Icon name="chevronRight" size={24} />
        </button>
        {!reducedMotion && (
          <button type="button" className="hero__toggle" onClick={() => setStopped((s) => !s)}>
            <Icon name={stopped ? 'play' : 'pause'} size={16} />
            <span className="hero__toggle-label">{stopped ? 'Play slideshow' : 'Pause slideshow'}</span>
          </button>
        )}
      </div>
    </section>
  )
}
