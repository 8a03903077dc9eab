import type { TransportCarousel as CarouselText } from '../../schemas/types.generated'
import { useWords } from '../../content/react/use-words'
import { useFormat } from '../../content/react/use-format'
import { CarouselControls } from '../ui/CarouselControls'
import { carouselRoot, carouselSlide } from '../ui/carousel-attributes'
import { Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'

/**
 * The transport pictures, one at a time, moved by the one carousel behaviour
 * (behaviours/carousel.ts): on by itself every `intervalSeconds` (never for visitors who ask
 * for less motion, and held while the pointer or focus is on it), going round at the ends;
 * previous, next, a dot per picture and a pause button (WAI-ARIA carousel pattern).
 */
export function TransportCarousel({ label, intervalSeconds, previousLabel, nextLabel, pauseLabel, playLabel, slideLabel, slides }: CarouselText) {
  const t = useWords()
  const { digits } = useFormat()
  const intervalMs = intervalSeconds * 1000
  return (
    // A manual move starts the wait for the next picture again.
    <section className="transport-carousel" aria-label={label} {...carouselRoot(t, { advanceMs: intervalMs, pauseMs: intervalMs, hold: true })}>
      <div className="transport-carousel__viewport" aria-live="off" data-carousel-live="">
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            className={i === 0 ? 'transport-carousel__slide is-active' : 'transport-carousel__slide'}
            {...carouselSlide(t, i, slides.length, i > 0)}
          >
            <Picture image={responsiveImage(slide.image, { width: 1600, height: 900 })} sizes="(min-width: 1280px) 1200px, 100vw" eager={i === 0} />
            <p className="transport-carousel__caption">
              <strong>{slide.title}</strong>
              <span>{slide.text}</span>
            </p>
          </div>
        ))}
      </div>
      <CarouselControls
        block="transport-carousel"
        toggleFirst
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        playLabel={playLabel}
        pauseLabel={pauseLabel}
        dotLabels={slides.map((_, i) => `${slideLabel} ${digits(i + 1)}`)}
      />
    </section>
  )
}
