// A plain-script behaviour that the first screen does not need at once (the carousels, as the home page's
// slideshow: its first slide is plain HTML and its controls stay hidden until it runs): its code
// is fetched once the page has loaded and the browser is idle, so it never competes with the
// first paint, or at once when the visitor reaches for it (pointer, touch, focus or key inside).
import { WAKING_EVENTS } from '../../behaviours/when'
import { whenIdle } from './islands'

// The events that wake an island, and a pointer coming over it (its controls show at once).
const REACHING = [...WAKING_EVENTS, 'pointerover'] as const

export function startWhenIdle(root: HTMLElement, start: () => Promise<void>): void {
  let started = false
  const begin = () => {
    if (started) return
    started = true
    stopIdle()
    REACHING.forEach((type) => root.removeEventListener(type, begin, true))
    void start()
  }
  REACHING.forEach((type) => root.addEventListener(type, begin, true))
  const stopIdle = whenIdle(begin)
}
