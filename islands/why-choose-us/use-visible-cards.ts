import { useEffect, useState } from 'react'

export type VisibleCards = 1 | 2 | 3

// The specification's widths; components/WhyChooseUs.css sizes the cards with the same queries,
// so the server-rendered page already shows the right number of cards before this runs.
const TWO_CARDS = '(min-width: 640px)'
const THREE_CARDS = '(min-width: 1024px)'

/**
 * How many trust cards fit side by side: 1 below 640 px (a phone), 2 below 1024 px, else 3.
 * null on the server and during hydration, when the width is not known yet.
 */
export function useVisibleCards(): VisibleCards | null {
  const [visible, setVisible] = useState<VisibleCards | null>(null)
  useEffect(() => {
    const two = window.matchMedia(TWO_CARDS)
    const three = window.matchMedia(THREE_CARDS)
    const update = () => setVisible(three.matches ? 3 : two.matches ? 2 : 1)
    update()
    two.addEventListener('change', update)
    three.addEventListener('change', update)
    return () => {
      two.removeEventListener('change', update)
      three.removeEventListener('change', update)
    }
  }, [])
  return visible
}
