import type { WhyChooseUsContent } from '../schemas/types.generated'
import { useWords } from '../content/react/use-words'
import { Icon } from '../islands/ui/Icon'
import { CarouselControls } from './ui/CarouselControls'
import { carouselRoot, carouselSlide } from './ui/carousel-attributes'
import './WhyChooseUs.css'

// The carousel of docs/specification/part-1.md (section 4): one step every 20 s (not on phones), 8 s of rest after a manual
// move, a swipe of more than 50 px (phones only), and at most 2 steps (index 0 to
// min(2, cards - in view), so 3 dots). The widths are those of WhyChooseUs.css.
const SETTINGS = {
  advanceMs: 20_000,
  pauseMs: 8000,
  maxSteps: 2,
  bounded: true,
  autoplayMedia: '(min-width: 640px)',
  swipeMedia: '(max-width: 639.98px)',
  swipePx: 50,
}

/**
 * The shared 'why choose us' section of /umrah and /hajj: heading, introduction and the trust
 * cards, 3, 2 or 1 at a time by screen width, moved by the one carousel behaviour
 * (behaviours/carousel.ts). The carousel is the section's only landmark, named by the
 * heading, so the section itself carries no label (two regions with one name confuse).
 */
export function WhyChooseUs({ content, id = 'why-choose-us', tone = 'tint' }: { content: WhyChooseUsContent; id?: string; tone?: 'plain' | 'tint' }) {
  const t = useWords()
  const headingId = `${id}-heading`
  const count = content.cards.length
  return (
    <section id={id} className={`section section--${tone} wcu`}>
      <div className="container">
        <header className="section__header">
          <h2 id={headingId} className="section__title">
            {content.heading}
          </h2>
          <p className="section__text">{content.intro}</p>
        </header>
        {/* A named <section> is a region (WAI carousel pattern) without an explicit role. */}
        <section className="wcu-carousel" aria-labelledby={headingId} {...carouselRoot(t, SETTINGS)}>
          <div className="wcu-carousel__viewport" aria-live="off" data-carousel-live="">
            <div className="wcu-carousel__track">
              {content.cards.map((card, i) => (
                <div key={card.title} className="wcu-card" {...carouselSlide(t, i, count, false)}>
                  <span className="icon-tile wcu-card__icon">
                    <Icon name={card.icon} size={28} />
                  </span>
                  <h3 className="wcu-card__title">{card.title}</h3>
                  <p className="wcu-card__text">{card.description}</p>
                </div>
              ))}
            </div>
          </div>
          <CarouselControls
            block="wcu-carousel"
            bounded
            previousLabel={t('cardCarousel.previous')}
            nextLabel={t('cardCarousel.next')}
            playLabel={t('cardCarousel.play')}
            pauseLabel={t('cardCarousel.pause')}
            dotLabels={Array.from({ length: Math.min(SETTINGS.maxSteps, count - 1) + 1 }, (_, i) => t('cardCarousel.show', { number: i + 1 }))}
          />
        </section>
      </div>
    </section>
  )
}
