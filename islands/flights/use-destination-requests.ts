import { useEffect, useRef } from 'react'

/** The attribute of a destination card's Request Quote link: the arrival city it fills in. */
export const ARRIVAL_CITY_ATTRIBUTE = 'data-arrival-city'

/**
 * Request Quote on a destination card (server-rendered links to the form, below it) fills the
 * arrival city with 'City, Country' and brings the visitor to that field. Before this island
 * wakes, the link still takes the visitor to the form.
 */
export function useDestinationRequests(form: React.RefObject<HTMLFormElement | null>, fill: (arrivalCity: string) => void) {
  const fillRef = useRef(fill)
  fillRef.current = fill
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`[${ARRIVAL_CITY_ATTRIBUTE}]`)
      const city = link?.getAttribute(ARRIVAL_CITY_ATTRIBUTE)
      if (!city) return
      event.preventDefault()
      fillRef.current(city)
      const field = form.current?.querySelector<HTMLInputElement>('[name="arrivalCity"]')
      if (!field) return
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      field.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' })
      field.focus({ preventScroll: true })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [form])
}
