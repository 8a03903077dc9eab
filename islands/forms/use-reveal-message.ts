import { useEffect, useRef } from 'react'

/**
 * Scrolls the form's message into view when one appears: in a tall window on a phone it sits
 * below the buttons, and the success message must be seen before the window closes.
 */
export function useRevealMessage(message: string) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' })
  }, [message])
  return ref
}
