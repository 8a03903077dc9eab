import { useEffect, useState } from 'react'
import { Icon } from '../components/ui/Icon'
import { Picture } from '../components/ui/Picture'
import type { ResponsiveImage } from '../components/ui/responsiveImage'
import { formatPounds } from '../components/ui/Price'
import { useAutoplay } from './hooks/useAutoplay'
import { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion'
import { fillWords, words } from '../content/words'

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
    <section className="hero" aria-roledescription={words.carousel.carousel} aria-label={words.slideshow.label}>
      <h1 className="hero__heading">{heading}</h1>
      {/* Announce slide changes only when they are not automatic (WAI carousel pattern). */}
      <div className="hero__slides" aria-live={autoplaying ? 'off' : 'polite'}>
        {slides.map((slide, i) => (i > 0 && !awake) ? null : (
          <div
            key={slide.title + i}
            className={i === index ? 'hero__slide is-active' : 'hero__slide'}
            role="group"
            aria-roledescription={words.carousel.slide}
            aria-label={fillWords(words.carousel.position, { number: i + 1, total: count })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <Picture className="hero__image" image={pictures[i]!} priority={i === 0} />
            <div className="container hero__content">
              <p className="hero__subtitle">{slide.subtitle}</p>
              <h2 className="hero__title">{slide.title}</h2>
              <p className="hero__description">{slide.description}</p>
              <p className="hero__price">
                {words.price.from} <strong>{formatPounds(slide.price)}</strong> {slide.priceSuffix ?? words.price.perPerson}
              </p>
              <a className="button button--gold button--large" href={slide.link}>
                {words.booking.bookNow} <span className="visually-hidden">: {slide.title}</span>
              </a>
            </div>
          </div>
        ))}
      </div>
      <div className="hero__controls">
        <button type="button" className="hero__arrow" onClick={() => goTo(index - 1)} aria-label={words.slideshow.previous}>
          <Icon name="chevronLeft" size={24} />
        </button>
        <div className="hero__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.title + i}
              type="button"
              className={i === index ? 'hero__dot is-active' : 'hero__dot'}
              aria-label={fillWords(words.slideshow.show, { number: i + 1, title: slide.title })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className="hero__arrow" onClick={() => goTo(index + 1)} aria-label={words.slideshow.next}>
          <Icon name="chevronRight" size={24} />
        </button>
        {!reducedMotion && (
          <button type="button" className="hero__toggle" onClick={() => setStopped((s) => !s)}>
            <Icon name={stopped ? 'play' : 'pause'} size={16} />
            <span className="hero__toggle-label">{stopped ? words.slideshow.play : words.slideshow.pause}</span>
          </button>
        )}
      </div>
    </section>
  )
}
