import { useFormat } from '../../content/use-format'
import { useWords } from '../../content/use-words'
import type { HeroSlide } from '../../content/home'
import { Icon } from '../../islands/ui/Icon'
import { Picture } from '../ui/Picture'
import type { ResponsiveImage } from '../ui/responsive-image'

/** How long each offer shows, and how long an arrow or a dot holds the slideshow (specification). */
export const SLIDE_ADVANCE_MS = 3500
export const SLIDE_MANUAL_PAUSE_MS = 10_000

export interface HeroSlideshowProps {
  heading: string
  slides: HeroSlide[]
  /** Each slide's picture in the sizes made of it (components/ui/responsive-image.ts). */
  pictures: ResponsiveImage[]
}

/**
 * The home page offers, all in the HTML with the first one shown. React is not needed for this:
 * renderer/shell/slideshow.ts (a few hundred bytes, fetched only on a page with a slideshow)
 * advances it every 3.5 s and wraps, and makes the arrows and dots (which pause it for 10 s) and
 * the pause button work. Until then, and without JavaScript, the first offer shows alone with
 * no controls. The other slides stay out of the layout until the script starts, so their
 * pictures do not compete with the first screen's.
 */
export function HeroSlideshow({ heading, slides, pictures }: HeroSlideshowProps) {
  const format = useFormat()
  const t = useWords()
  const count = slides.length
  return (
    <section
      className="hero"
      aria-roledescription={t('carousel.carousel')}
      aria-label={t('slideshow.label')}
      data-slideshow=""
      data-advance-ms={SLIDE_ADVANCE_MS}
      data-pause-ms={SLIDE_MANUAL_PAUSE_MS}
    >
      <h1 className="hero__heading">{heading}</h1>
      {/* Slide changes are announced only when they are not automatic (WAI carousel pattern). */}
      <div className="hero__slides" aria-live="off">
        {slides.map((slide, i) => (
          <div
            key={slide.title + i}
            className={i === 0 ? 'hero__slide is-active' : 'hero__slide'}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { number: i + 1, total: count })}
            aria-hidden={i === 0 ? undefined : true}
            inert={i === 0 ? undefined : true}
            data-slide=""
          >
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
      {count > 1 && (
        <div className="hero__controls" hidden data-slideshow-controls="">
          <button type="button" className="hero__arrow" aria-label={t('slideshow.previous')} data-slideshow-step="-1">
            <Icon name="chevronLeft" size={24} />
          </button>
          <div className="hero__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.title + i}
                type="button"
                className={i === 0 ? 'hero__dot is-active' : 'hero__dot'}
                aria-label={t('slideshow.show', { number: i + 1, title: slide.title })}
                aria-current={i === 0 ? 'true' : undefined}
                data-slideshow-dot={i}
              />
            ))}
          </div>
          <button type="button" className="hero__arrow" aria-label={t('slideshow.next')} data-slideshow-step="1">
            <Icon name="chevronRight" size={24} />
          </button>
          <button type="button" className="hero__toggle" data-slideshow-toggle="" data-label-play={t('slideshow.play')} data-label-pause={t('slideshow.pause')}>
            <span className="hero__toggle-icon" data-shows="playing">
              <Icon name="pause" size={16} />
            </span>
            <span className="hero__toggle-icon" data-shows="stopped" hidden>
              <Icon name="play" size={16} />
            </span>
            <span className="hero__toggle-label">{t('slideshow.pause')}</span>
          </button>
        </div>
      )}
    </section>
  )
}
