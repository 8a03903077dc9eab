import { useState, type CSSProperties } from 'react'
import type { Highlight } from '../schemas/types.generated'
import { Icon } from './ui/Icon'
import { useAutoplay } from './hooks/use-autoplay'
import { usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion'
import { useSwipe } from './why-choose-us/use-swipe'
import { useVisibleCards } from './why-choose-us/use-visible-cards'
import { useWords } from '../content/use-words'

// The specification's carousel: one step every 20 s, 8 s of rest after a manual move, a swipe
// of more than 50 px, and at most 2 steps (index 0 to min(2, cards - visible), so 3 dots).
const AUTOPLAY_MS = 20_000
const MANUAL_PAUSE_MS = 8000
const SWIPE_PX = 50
const MAX_STEPS = 2

export interface WhyChooseUsCarouselProps {
  /** The id of the visible heading that names the carousel. */
  labelledBy: string
  cards: Highlight[]
}

/** The 'why choose us' trust cards on /umrah and /hajj: 3, 2 or 1 at a time by screen width. */
export default function WhyChooseUsCarousel({ labelledBy, cards }: WhyChooseUsCarouselProps) {
  const t = useWords()
  const visible = useVisibleCards()
  const reducedMotion = usePrefersReducedMotion()
  const [stored, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const count = cards.length
  const mobile = visible === 1
  const maxIndex = Math.max(0, Math.min(MAX_STEPS, count - (visible ?? 1)))
  const index = Math.min(stored, maxIndex)
  const autoplaying = playing && visible !== null && !mobile && !reducedMotion
  const { pause } = useAutoplay({
    // Autoplay goes round: after the last position it starts again from the first cards.
    step: () => setIndex((i) => (Math.min(i, maxIndex) + 1) % (maxIndex + 1)),
    intervalMs: AUTOPLAY_MS,
    pauseMs: MANUAL_PAUSE_MS,
    enabled: autoplaying,
  })
  // Manual moves stop at the ends (no wrapping) and rest the autoplay for 8 s.
  const goTo = (target: number) => {
    const next = Math.max(0, Math.min(maxIndex, target))
    if (next === index) return
    setIndex(next)
    pause()
  }
  const swipe = useSwipe({ minDistance: SWIPE_PX, enabled: mobile, onSwipe: (direction) => goTo(index - direction) })

  return (
    // A named <section> is a region (WAI carousel pattern) without an explicit role.
    <section className="wcu-carousel" aria-roledescription={t('carousel.carousel')} aria-labelledby={labelledBy}>
      {/* Announce moves only when the visitor made them (WAI carousel pattern). */}
      <div className="wcu-carousel__viewport" aria-live={autoplaying ? 'off' : 'polite'} {...swipe}>
        <div className="wcu-carousel__track" style={{ '--wcu-index': index } as CSSProperties}>
          {cards.map((card, i) => {
            const hidden = visible !== null && (i < index || i >= index + visible)
            return (
              <div
                key={card.title}
                className="wcu-card"
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.position', { number: i + 1, total: count })}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                <span className="wcu-card__icon">
                  <Icon name={card.icon} size={28} />
                </span>
                <h3 className="wcu-card__title">{card.title}</h3>
                <p className="wcu-card__text">{card.description}</p>
              </div>
            )
          })}
        </div>
      </div>
      <div className="wcu-carousel__controls">
        <button
          type="button"
          className="wcu-carousel__arrow"
          aria-label={t('cardCarousel.previous')}
          aria-disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          <Icon name="chevronLeft" size={22} />
        </button>
        <div className="wcu-carousel__dots">
          {Array.from({ length: maxIndex + 1 }, (_, i) => (
            <button
              key={i}
              type="button"
              className={i === index ? 'wcu-carousel__dot is-active' : 'wcu-carousel__dot'}
              aria-label={t('cardCarousel.show', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="wcu-carousel__arrow"
          aria-label={t('cardCarousel.next')}
          aria-disabled={index === maxIndex}
          onClick={() => goTo(index + 1)}
        >
          <Icon name="chevronRight" size={22} />
        </button>
        {/* Hidden by CSS where nothing moves by itself (phones, reduced motion). */}
        <button type="button" className="wcu-carousel__toggle" onClick={() => setPlaying((p) => !p)}>
          <Icon name={playing ? 'pause' : 'play'} size={14} />
          {playing ? t('cardCarousel.pause') : t('cardCarousel.play')}
        </button>
      </div>
    </section>
  )
}
