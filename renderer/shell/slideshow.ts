// The home page's hero slideshow (components/home/HeroSlideshow.tsx) without React: the slides
// are in the HTML; this advances them every few seconds (wrapping), makes the arrows and dots
// work (each pauses autoplay for a while, then it resumes), and the pause/play button. For a
// visitor who prefers reduced motion it never moves by itself and has no pause button.

export function initSlideshow(root: HTMLElement): void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'))
  const controls = root.querySelector<HTMLElement>('[data-slideshow-controls]')
  const live = root.querySelector<HTMLElement>('.hero__slides')
  if (slides.length < 2 || !controls || !live) {
    root.dataset.ready = '' // one offer: nothing to play
    return
  }
  const dots = Array.from(controls.querySelectorAll<HTMLButtonElement>('[data-slideshow-dot]'))
  const toggle = controls.querySelector<HTMLButtonElement>('[data-slideshow-toggle]')
  const advanceMs = Number(root.dataset.advanceMs) || 3500
  const pauseMs = Number(root.dataset.pauseMs) || 10_000
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')

  let index = 0
  let stopped = false
  let timer: number | undefined

  const autoplaying = () => !stopped && !reducedMotion.matches
  const clearTimer = () => {
    window.clearTimeout(timer)
    window.clearInterval(timer)
    timer = undefined
  }
  const play = () => {
    clearTimer()
    if (autoplaying()) timer = window.setInterval(() => show(index + 1), advanceMs)
  }

  function show(next: number): void {
    index = ((next % slides.length) + slides.length) % slides.length
    slides.forEach((slide, i) => {
      const active = i === index
      slide.classList.toggle('is-active', active)
      slide.toggleAttribute('inert', !active)
      if (active) slide.removeAttribute('aria-hidden')
      else slide.setAttribute('aria-hidden', 'true')
    })
    dots.forEach((dot, i) => {
      dot.classList.toggle('is-active', i === index)
      if (i === index) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
  }

  /** A visitor's own move: show that slide and hold autoplay, then resume. */
  const goTo = (next: number) => {
    show(next)
    clearTimer()
    if (autoplaying()) timer = window.setTimeout(play, pauseMs)
  }

  const render = () => {
    live.setAttribute('aria-live', autoplaying() ? 'off' : 'polite')
    if (!toggle) return
    toggle.hidden = reducedMotion.matches
    const label = toggle.querySelector<HTMLElement>('.hero__toggle-label')
    if (label) label.textContent = (stopped ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? ''
    for (const icon of toggle.querySelectorAll<HTMLElement>('[data-shows]')) icon.hidden = icon.dataset.shows !== (stopped ? 'stopped' : 'playing')
  }

  controls.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button')
    if (!button) return
    if (button.dataset.slideshowStep) goTo(index + Number(button.dataset.slideshowStep))
    else if (button.dataset.slideshowDot) goTo(Number(button.dataset.slideshowDot))
    else if (button === toggle) {
      stopped = !stopped
      render()
      play()
    }
  })
  reducedMotion.addEventListener('change', () => {
    render()
    play()
  })

  root.dataset.ready = ''
  controls.hidden = false
  render()
  play()
}
