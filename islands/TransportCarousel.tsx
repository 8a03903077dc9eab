import { useState } from 'react'
import { Icon } from './ui/Icon'
import type { TransportCarousel as CarouselText } from '../schemas/types.generated'
import { useAutoplay } from './hooks/use-autoplay'
import { usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion'
import { useWords } from '../content/use-words'

export type TransportCarouselProps = CarouselText

/**
 * The transport pictures, one at a time: on by itself every `intervalSeconds` (never for visitors
 * who ask for less motion, and held while the pointer or focus is on it), going round at the ends;
 * previous, next, a dot per picture and a pause button (WAI-ARIA carousel pattern).
 */
export default function TransportCarousel({
  label,
  intervalSeconds,
  previousLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  slideLabel,
  slides,
}: TransportCarouselProps) {
  const t = useWords()
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [held, setHeld] = useState(false)
  const count = slides.length
  const autoplaying = playing && !reducedMotion && !held
  const intervalMs = intervalSeconds * 1000
  // A manual move starts the wait for the next picture again.
  const { pause } = useAutoplay({ step: () => setIndex((i) => (i + 1) % count), intervalMs, pauseMs: intervalMs, enabled: autoplaying })
  const goTo = (target: number) => {
    setIndex(((target % count) + count) % count)
    pause()
  }

  return (
    <section
      className="transport-carousel"
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false)}
    >
      <div className="transport-carousel__viewport" aria-live={autoplaying ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            className={i === index ? 'transport-carousel__slide is-active' : 'transport-carousel__slide'}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { number: i + 1, total: count })}
            aria-hidden={i !== index || undefined}
          >
            <img src={slide.image} width="1600" height="900" alt="" loading={i === 0 ? undefined : 'lazy'} />
            <p className="transport-carousel__caption">
              <strong>{slide.title}</strong>
              <span>{slide.text}</span>
            </p>
          </div>
        ))}
      </div>
      <div className="transport-carousel__controls">
        {!reducedMotion && (
          <button type="button" className="transport-carousel__toggle" onClick={() => setPlaying((p) => !p)}>
            <Icon name={playing ? 'pause' : 'play'} size={14} /> {playing ? pauseLabel : playLabel}
          </button>
        )}
        <button type="button" className="transport-carousel__arrow" aria-label={previousLabel} onClick={() => goTo(index - 1)}>
          <Icon name="chevronLeft" size={22} />
        </button>
        <div className="transport-carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className={i === index ? 'transport-carousel__dot is-active' : 'transport-carousel__dot'}
              aria-label={`${slideLabel} ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className="transport-carousel__arrow" aria-label={nextLabel} onClick={() => goTo(index + 1)}>
          <Icon name="chevronRight" size={22} />
        </button>
      </div>
    </section>
  )
}
