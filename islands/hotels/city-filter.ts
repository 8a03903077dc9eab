import { ALL_CITIES, cityFromHash, filterHotels, showingText } from './hotel-filter'
import { TAB_CHOSEN, unchooseTabs } from '../../behaviours/tabs'
import type { Translate } from '../../content/browser/words/words'

/**
 * Filters the server-rendered hotel cards (components/hotels/HotelListing.tsx) by the city its
 * tabs choose, or a link asks for (#city=…, also a city without a tab: then the empty state).
 * Returns what stops it.
 */
export function filterByCity(listing: HTMLElement, t: Translate): () => void {
  const list = listing.querySelector<HTMLElement>('[role="tablist"]')!
  const panel = listing.querySelector<HTMLElement>('[role="tabpanel"]')!
  const cards = Array.from(panel.querySelectorAll<HTMLElement>('[data-hotel-city]'))
  const tabFor = (city: string) => list.querySelector<HTMLElement>(`[role="tab"][data-tab-hash="${CSS.escape(city === ALL_CITIES ? '' : `city=${city}`)}"]`)

  const show = (city: string) => {
    const shown = new Set(
      filterHotels(
        cards.map((card) => ({ card, city: card.dataset.hotelCity ?? '' })),
        city,
      ).map(({ card }) => card),
    )
    for (const card of cards) card.hidden = !shown.has(card)
    panel.querySelector('.card-grid')?.toggleAttribute('hidden', shown.size === 0)
    panel.querySelector('.hotels-empty')?.toggleAttribute('hidden', shown.size > 0)
    panel.querySelector('[role="status"]')!.textContent = showingText(shown.size, t)
    const tab = tabFor(city)
    if (tab) {
      panel.setAttribute('aria-labelledby', tab.id)
      panel.removeAttribute('aria-label')
    } else {
      unchooseTabs(list)
      panel.removeAttribute('aria-labelledby')
      panel.setAttribute('aria-label', t('hotels.inCity', { city }))
    }
  }
  const chosenTab = () => {
    const hash = list.querySelector<HTMLElement>('[aria-selected="true"]')?.dataset.tabHash ?? ''
    return hash ? (cityFromHash(`#${hash}`) ?? ALL_CITIES) : ALL_CITIES
  }
  const onChosen = () => show(chosenTab())
  // A link to a city: its tab (if any) is chosen by the tabs already; a city without one still filters.
  const follow = () => {
    const linked = cityFromHash(window.location.hash)
    if (linked !== undefined) show(linked)
  }
  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element).closest('[data-show-all]')) return
    const all = tabFor(ALL_CITIES)!
    all.click()
    all.focus()
  }

  show(cityFromHash(window.location.hash) ?? chosenTab())
  list.addEventListener(TAB_CHOSEN, onChosen)
  window.addEventListener('hashchange', follow)
  panel.addEventListener('click', onClick)
  return () => {
    list.removeEventListener(TAB_CHOSEN, onChosen)
    window.removeEventListener('hashchange', follow)
    panel.removeEventListener('click', onClick)
  }
}
