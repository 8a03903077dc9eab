// The attributes by which the one carousel behaviour (behaviours/carousel.ts) reads a
// carousel's server-rendered HTML: its settings on the root, and what marks each slide.
import type { Translate } from '../../content/browser/words/words'

interface CarouselSettings {
  advanceMs: number
  pauseMs: number
  maxSteps?: number
  /** Arrows stop at the ends instead of going round. */
  bounded?: boolean
  autoplayMedia?: string
  swipeMedia?: string
  swipePx?: number
  /** Held while the pointer or focus is inside. */
  hold?: boolean
}

const flag = (on: boolean | undefined) => (on ? '' : undefined)

export function carouselRoot(t: Translate, settings: CarouselSettings) {
  return {
    'aria-roledescription': t('carousel.carousel'),
    'data-carousel': '',
    'data-advance-ms': settings.advanceMs,
    'data-pause-ms': settings.pauseMs,
    'data-max-steps': settings.maxSteps,
    'data-bounded': flag(settings.bounded),
    'data-autoplay-media': settings.autoplayMedia,
    'data-swipe-media': settings.swipeMedia,
    'data-swipe-px': settings.swipePx,
    'data-hold': flag(settings.hold),
  }
}

/**
 * Slide `index` of `count` (WAI carousel pattern); `hidden` until the behaviour shows it. The home
 * slideshow's slides carry only `data-slide`: the behaviour names them when it starts (its other
 * slides are out of the layout until then).
 */
export function carouselSlide(t: Translate, index: number, count: number, hidden: boolean) {
  return {
    role: 'group',
    'aria-roledescription': t('carousel.slide'),
    'aria-label': t('carousel.position', { number: index + 1, total: count }),
    'aria-hidden': hidden || undefined,
    inert: hidden || undefined,
    'data-slide': '',
  }
}
