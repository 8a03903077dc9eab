import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Calls `step` every `intervalMs` while enabled. `pause()` holds autoplay for `pauseMs` after a
 * manual action, then it resumes by itself (the specification's 10 s / 8 s pauses).
 */
export function useAutoplay({ step, intervalMs, pauseMs, enabled }: { step: () => void; intervalMs: number; pauseMs: number; enabled: boolean }) {
  const [pausedUntil, setPausedUntil] = useState(0)
  const stepRef = useRef(step)
  stepRef.current = step

  useEffect(() => {
    if (!enabled) return
    const wait = pausedUntil - Date.now()
    if (wait > 0) {
      const resume = window.setTimeout(() => setPausedUntil(0), wait)
      return () => window.clearTimeout(resume)
    }
    const timer = window.setInterval(() => stepRef.current(), intervalMs)
    return () => window.clearInterval(timer)
  }, [enabled, pausedUntil, intervalMs])

  const pause = useCallback(() => setPausedUntil(Date.now() + pauseMs), [pauseMs])
  return { pause }
}
