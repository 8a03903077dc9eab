// The one carousel behaviour (the home slideshow, the 'why choose us' cards, the transport
// pictures), in plain script over server-rendered HTML: no React, fetched only on a page with a
// carousel (renderer/+client.ts). What differs between them is written on the root element by
// components/ui/carousel-attributes.ts and CarouselControls.tsx:
//   data-advance-ms   autoplay: one step this often, going round after the last position
//   data-pause-ms     how long an arrow, dot or swipe holds autoplay before it resumes
//   data-max-steps    at most this many steps (the cards: index 0 to min(2, cards - in view))
//   data-bounded      arrows stop at the ends instead of going round
//   data-autoplay-media / data-swipe-media   where autoplay runs, where a swipe moves it
//   data-swipe-px     how far a finger must travel sideways to move it
//   data-hold         held while the pointer or focus is inside
// For a visitor who prefers reduced motion nothing moves by itself and there is no pause button.

import { swipeStep } from './direction'
import { pageScriptWords } from './script-words'

const always = { matches: true, addEventListener: () => undefined } as Pick<MediaQueryList, 'matches' | 'addEventListener'>
const media = (query: string | undefined) => (query ? window.matchMedia(query) : always)

/**
 * Controls that leave their words to this script (components/ui/CarouselControls.tsx, the home
 * slideshow's): their labels in the page's language, a dot for each slide named by its heading, and
 * each slide named as one of them (WAI carousel pattern; until now only the first one showed).
 */
function writeControlWords(controls: HTMLElement, slides: HTMLElement[], key: 'slideshow'): void {
  const words = pageScriptWords()[key]
  // The position in the language's digits, as the page writes its numbers (content/browser/format.ts).
  const digits = new Intl.NumberFormat(document.documentElement.lang, { useGrouping: false })
  controls.querySelector('[data-carousel-step="-1"]')?.setAttribute('aria-label', words.previous)
  controls.querySelector('[data-carousel-step="1"]')?.setAttribute('aria-label', words.next)
  const toggle = controls.querySelector<HTMLElement>('[data-carousel-toggle]')
  if (toggle) Object.assign(toggle.dataset, { labelPlay: words.play, labelPause: words.pause })
  const position = (i: number, text: string) => text.replace('{number}', digits.format(i + 1)).replace('{total}', digits.format(slides.length))
  slides.forEach((slide, i) => {
    slide.setAttribute('role', 'group')
    slide.setAttribute('aria-roledescription', words.slide)
    slide.setAttribute('aria-label', position(i, words.position))
  })
  const first = controls.querySelector<HTMLElement>('[data-carousel-dot]')
  if (!first) return
  const dots = slides.map((slide, i) => {
    const dot = i === 0 ? first : (first.cloneNode() as HTMLElement)
    dot.dataset.carouselDot = String(i)
    const title = slide.querySelector('h2, h3')?.textContent ?? ''
    dot.setAttribute('aria-label', position(i, words.show).replace('{title}', title))
    return dot
  })
  first.after(...dots.slice(1))
}

export function initCarousel(root: HTMLElement): void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'))
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]')
  const live = root.querySelector<HTMLElement>('[data-carousel-live]')
  if (slides.length < 2 || !controls) {
    root.dataset.ready = '' // one slide: nothing to play
    return
  }
  if (controls.dataset.carouselWords === 'slideshow') writeControlWords(controls, slides, 'slideshow')
  const dots = Array.from(controls.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]'))
  const arrows = Array.from(controls.querySelectorAll<HTMLButtonElement>('[data-carousel-step]'))
  const toggle = controls.querySelector<HTMLButtonElement>('[data-carousel-toggle]')
  const { advanceMs, pauseMs, maxSteps, swipePx } = root.dataset
  const bounded = root.hasAttribute('data-bounded')
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const autoplayMedia = media(root.dataset.autoplayMedia)
  const swipeMedia = media(root.dataset.swipeMedia)

  let index = 0
  let stopped = false
  let held = false
  let timer: number | undefined

  /** Slides side by side in the viewport now (the cards' count comes from their CSS widths). */
  const inView = () => Math.max(1, Math.round(slides[0]!.parentElement!.clientWidth / (slides[0]!.offsetWidth || 1)))
  const lastIndex = () => Math.max(0, Math.min(Number(maxSteps ?? Infinity), slides.length - inView()))
  const canAutoplay = () => !reducedMotion.matches && autoplayMedia.matches
  const autoplaying = () => canAutoplay() && !stopped && !held
  const clearTimer = () => {
    window.clearTimeout(timer)
    window.clearInterval(timer)
    timer = undefined
  }
  const play = () => {
    clearTimer()
    if (autoplaying()) timer = window.setInterval(() => show((index + 1) % (lastIndex() + 1)), Number(advanceMs))
  }

  function show(next: number): void {
    const last = lastIndex()
    index = bounded ? Math.max(0, Math.min(last, next)) : (next + last + 1) % (last + 1)
    const visible = inView()
    root.style.setProperty('--carousel-index', String(index))
    slides.forEach((slide, i) => {
      const shown = i >= index && i < index + visible
      slide.classList.toggle('is-active', shown)
      slide.inert = !shown
      if (shown) slide.removeAttribute('aria-hidden')
      else slide.setAttribute('aria-hidden', 'true')
    })
    dots.forEach((dot, i) => {
      dot.hidden = i > last
      dot.classList.toggle('is-active', i === index)
      if (i === index) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
    if (bounded) arrows.forEach((arrow) => arrow.setAttribute('aria-disabled', String(index === (Number(arrow.dataset.carouselStep) < 0 ? 0 : last))))
  }

  /** A visitor's own move: show that position and hold autoplay, then resume. */
  const goTo = (next: number) => {
    if (bounded && Math.max(0, Math.min(lastIndex(), next)) === index) return
    show(next)
    clearTimer()
    if (autoplaying()) timer = window.setTimeout(play, Number(pauseMs))
  }

  const render = () => {
    // Moves are announced only when the visitor makes them (WAI carousel pattern).
    live?.setAttribute('aria-live', autoplaying() ? 'off' : 'polite')
    if (!toggle) return
    toggle.hidden = !canAutoplay()
    const label = toggle.querySelector<HTMLElement>('[data-carousel-toggle-label]')
    if (label) label.textContent = (stopped ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? ''
    for (const icon of toggle.querySelectorAll<HTMLElement>('[data-shows]')) icon.hidden = icon.dataset.shows !== (stopped ? 'stopped' : 'playing')
  }
  const restart = () => {
    render()
    play()
  }

  controls.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button')
    if (!button) return
    if (button.dataset.carouselStep) goTo(index + Number(button.dataset.carouselStep))
    else if (button.dataset.carouselDot) goTo(Number(button.dataset.carouselDot))
    else if (button === toggle) {
      stopped = !stopped
      restart()
    }
  })
  if (root.hasAttribute('data-hold')) {
    const hold = (on: boolean) => {
      if (held === on) return
      held = on
      restart()
    }
    root.addEventListener('pointerenter', () => hold(true))
    root.addEventListener('pointerleave', () => hold(root.contains(document.activeElement)))
    root.addEventListener('focusin', () => hold(true))
    root.addEventListener('focusout', (event) => hold(root.contains(event.relatedTarget as Node | null) || root.matches(':hover')))
  }
  if (swipePx) {
    let start: { x: number; y: number } | null = null
    root.addEventListener('touchstart', (event) => {
      const touch = event.touches[0]
      start = swipeMedia.matches && event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
    })
    root.addEventListener('touchend', (event) => {
      const touch = event.changedTouches[0]
      const dx = start && touch ? touch.clientX - start.x : 0
      const dy = start && touch ? touch.clientY - start.y : 0
      start = null
      // More sideways than up or down: a page scroll is not a swipe.
      if (Math.abs(dx) > Number(swipePx) && Math.abs(dx) > Math.abs(dy)) goTo(index + swipeStep(dx, root))
    })
  }
  for (const query of [reducedMotion, autoplayMedia]) query.addEventListener('change', restart)
  // A change of width changes how many cards are in view, and so the last position.
  window.addEventListener('resize', () => show(index))

  root.dataset.ready = ''
  controls.hidden = false
  show(0)
  restart()
}
