import { useCallback, useState } from 'react'

/**
 * The state of a window opened for one item (the visa, country or service whose Apply Now was
 * pressed). The item is kept after closing so the window's title does not change while it fades.
 */
export function useModalFor<T>() {
  const [item, setItem] = useState<T | null>(null)
  const [open, setOpen] = useState(false)
  const openFor = useCallback((chosen: T) => {
    setItem(chosen)
    setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  return { item, open, openFor, close }
}
