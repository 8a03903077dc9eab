import { useRef, type TouchEvent } from 'react'

/**
 * Touch handlers that call `onSwipe(-1)` for a swipe to the left (show the next cards) and
 * `onSwipe(1)` for a swipe to the right, when the finger travelled more than `minDistance`
 * pixels sideways and more sideways than up or down (a page scroll is not a swipe).
 */
export function useSwipe({ minDistance, enabled, onSwipe }: { minDistance: number; enabled: boolean; onSwipe: (direction: -1 | 1) => void }) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0]
      start.current = enabled && event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current
      const touch = event.changedTouches[0]
      start.current = null
      if (!from || !touch) return
      const dx = touch.clientX - from.x
      const dy = touch.clientY - from.y
      if (Math.abs(dx) > minDistance && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? -1 : 1)
    },
    onTouchCancel() {
      start.current = null
    },
  }
}
