import { useEffect, useRef } from 'react'

/** A button anywhere on the page that opens the booking window: its service id, perhaps a vehicle. */
export const BOOK_SERVICE_ATTRIBUTE = 'data-book-transport'
export const BOOK_VEHICLE_ATTRIBUTE = 'data-book-vehicle'

/**
 * The page's server-rendered buttons (Book Transport Now, Get Quote on a vehicle, Get Free Quote)
 * open the one booking window this island holds, with the service they name.
 */
export function useBookingButtons(open: (serviceId: string, vehicle?: string) => void) {
  const openRef = useRef(open)
  openRef.current = open
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(`[${BOOK_SERVICE_ATTRIBUTE}]`)
      const serviceId = button?.getAttribute(BOOK_SERVICE_ATTRIBUTE)
      if (!serviceId) return
      openRef.current(serviceId, button?.getAttribute(BOOK_VEHICLE_ATTRIBUTE) ?? undefined)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}
