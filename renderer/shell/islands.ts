// Wakes each island when its marker says (behaviours/when.ts). This runs in the shell
// script of every page and imports nothing heavy: the hydrator, React and an island's code are
// fetched only when the first island wakes.
import { WAKING_EVENTS, type HydrateWhen } from '../../behaviours/when'

const OUTSIDE_WAKING_EVENTS = ['pointerdown', 'focusin', 'click'] as const

type Hydrator = typeof import('../../islands/hydrate')
let hydrator: Promise<Hydrator> | undefined
const loadHydrator = () => (hydrator ??= import('../../islands/hydrate'))

export function initIslands(): void {
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) scheduleIsland(marker)
}

function scheduleIsland(marker: HTMLElement): void {
  const when = (marker.dataset.islandWhen ?? 'load') as HydrateWhen
  const pressed: HTMLElement[] = []
  let woken = false
  let stopWatching = () => {}

  const wake = () => {
    if (woken) return
    woken = true
    stopWatching()
    void loadHydrator()
      .then(({ hydrateIsland }) => hydrateIsland(marker, pressed))
      .finally(() => {
        WAKING_EVENTS.forEach((type) => marker.removeEventListener(type, onEvent, true))
        stopWakers()
      })
  }
  // Until React has taken over, a pressed button is remembered (and a form not sent natively).
  const onEvent = (event: Event) => {
    if ('hydrating' in marker.dataset) return
    if (event.type === 'submit') event.preventDefault()
    if (event.type === 'click') {
      const button = (event.target as Element).closest?.('button')
      if (button && !button.matches('[role="tab"]') && marker.contains(button)) {
        if (button.type === 'submit') event.preventDefault()
        pressed.push(button)
      }
    }
    wake()
  }
  WAKING_EVENTS.forEach((type) => marker.addEventListener(type, onEvent, true))

  // Buttons outside the island that it answers: React cannot replay a press it never saw, so
  // every press until the island has woken is kept and pressed again then.
  const wakers = marker.dataset.islandWakers
  const onWaker = (event: Event) => {
    const button = wakers ? (event.target as Element | null)?.closest?.<HTMLElement>(wakers) : null
    if (!button || marker.contains(button) || marker.dataset.hydrated === 'true') return
    if (event.type === 'click') {
      event.preventDefault()
      pressed.push(button)
    }
    wake()
  }
  if (wakers) OUTSIDE_WAKING_EVENTS.forEach((type) => document.addEventListener(type, onWaker, true))
  const stopWakers = () => OUTSIDE_WAKING_EVENTS.forEach((type) => document.removeEventListener(type, onWaker, true))

  // An address carrying what the island acts on as the page opens (Island's wakeOnQuery) wakes it now.
  if (when === 'load' || marker.dataset.islandQuery?.split(' ').some((name) => new URLSearchParams(location.search).has(name))) wake()
  else if (when === 'idle') stopWatching = whenIdle(wake)
  else if (when === 'visible') stopWatching = whenVisible(marker, wake)
}

/** Calls back once the page has loaded and the browser is idle (at most 3 s later); returns a cancel. */
export function whenIdle(callback: () => void): () => void {
  // Safari had no requestIdleCallback until recently: a short timeout after load stands in.
  const idle = typeof requestIdleCallback === 'function'
  let handle: number | undefined
  const queue = () => {
    handle = idle ? requestIdleCallback(callback, { timeout: 3000 }) : window.setTimeout(callback, 200)
  }
  if (document.readyState === 'complete') queue()
  else window.addEventListener('load', queue, { once: true })
  return () => {
    window.removeEventListener('load', queue)
    if (handle !== undefined) (idle ? cancelIdleCallback : window.clearTimeout)(handle)
  }
}

function whenVisible(marker: HTMLElement, callback: () => void): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && callback(), { rootMargin: '200px 0px' })
  // The marker itself may have no box of its own (display: contents); watch what it holds.
  const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]') ?? marker
  observer.observe(root)
  return () => observer.disconnect()
}
