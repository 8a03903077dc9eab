import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import type { HeroSlide } from '../../content/server/page-data/home'
import { CarouselControls } from '../ui/CarouselControls'
import { carouselRoot } from '../ui/carousel-attributes'
import { Picture } from '../../islands/ui/Picture'
import type { ResponsiveImage } from '../ui/responsive-image'

/** How long each offer shows, and how long an arrow or a dot holds the slideshow (docs/specification/part-1.md, sections 4 and 9). */
export const SLIDE_ADVANCE_MS = 3500
export const SLIDE_MANUAL_PAUSE_MS = 10_000

interface HeroSlideshowProps {
  heading: string
  slides: HeroSlide[]
  /** Each slide's picture in the sizes made of it (components/ui/responsive-image.ts). */
  pictures: ResponsiveImage[]
}

/**
 * The home page offers, all in the HTML with the first one shown, moved by the one carousel
 * behaviour (behaviours/carousel.ts, plain script, started when the page is idle): every
 * 3.5 s going round, arrows and dots holding it for 10 s, a pause button. Until then, and
 * without JavaScript, the first offer shows alone with no controls; the script writes their words
 * (one dot an offer, named by its title) when it shows them. The other slides stay out of
 * the layout until the script starts, so their pictures do not compete with the first screen's.
 */
export function HeroSlideshow({ heading, slides, pictures }: HeroSlideshowProps) {
  const format = useFormat()
  const t = useWords()
  const count = slides.length
  return (
    <section className="hero" aria-label={t('slideshow.label')} {...carouselRoot(t, { advanceMs: SLIDE_ADVANCE_MS, pauseMs: SLIDE_MANUAL_PAUSE_MS })}>
      <h1 className="hero__heading">{heading}</h1>
      <div className="hero__slides" aria-live="off" data-carousel-live="">
        {slides.map((slide, i) => (
          <div key={slide.title + i} className={i === 0 ? 'hero__slide is-active' : 'hero__slide'} data-slide="">
            <Picture className="hero__image" image={pictures[i]!} priority={i === 0} />
            <div className="container hero__content">
              <p className="hero__subtitle">{slide.subtitle}</p>
              <h2 className="hero__title">{slide.title}</h2>
              <p className="hero__description">{slide.description}</p>
              <p className="hero__price">
                {t('price.from')} <strong>{format.pounds(slide.price)}</strong> {slide.priceSuffix ?? t('price.perPerson')}
              </p>
              <a className="button button--gold button--large" href={slide.link}>
                {t('booking.bookNow')} <span className="visually-hidden">: {slide.title}</span>
              </a>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && <CarouselControls block="hero" large hidden scriptWords="slideshow" />}
    </section>
  )
}
