import { useCallback, useEffect, useId, useState } from 'react'
import { Icon } from '../components/ui/Icon'
import type { Hotel, HotelCityTab, HotelListingText } from '../schemas/types.generated'
import type { CaptchaConfig } from './forms/Captcha'
import { lazyForm } from './forms/lazyForm'
import { HotelCard } from './hotels/HotelCard'
import { HotelCityTabs } from './hotels/HotelCityTabs'
import { ALL_CITIES, cityFromHash, cityTabs, filterHotels, hashForCity, selectedTab, showingText } from './hotels/hotelFilter'
import { Modal } from './ui/Modal'

const HotelBookingForm = lazyForm(() => import('./hotels/HotelBookingForm').then((module) => module.HotelBookingForm))

export interface HotelsBrowserProps {
  hotels: Hotel[]
  cities: HotelCityTab[]
  listing: HotelListingText
  bookingIntro: string
  captcha: CaptchaConfig
}

/** The city tabs, the hotel cards and the booking window of the hotel chosen with Book Now. */
export default function HotelsBrowser({ hotels, cities, listing, bookingIntro, captcha }: HotelsBrowserProps) {
  const [city, setCity] = useState(ALL_CITIES)
  const [chosen, setChosen] = useState<Hotel | null>(null)
  const [bookingOpen, setBookingOpen] = useState(false)
  const id = useId()
  const tabs = cityTabs(hotels, cities, listing.allLabel)
  const tab = selectedTab(tabs, city)
  const shown = filterHotels(hotels, city)
  const cityLabel = (value: string) => cities.find((c) => c.id === value)?.label ?? value

  // A link may choose the city: /hotels#city=madinah (read after hydration, so the prerendered
  // page and the first render agree on 'all').
  useEffect(() => {
    const follow = () => {
      const linked = cityFromHash(window.location.hash)
      if (linked !== undefined) setCity(linked)
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  const choose = (value: string) => {
    setCity(value)
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', pathname + search + hashForCity(value))
  }

  const showAll = () => {
    choose(ALL_CITIES)
    // The button goes away with the empty state: keep the keyboard user's place on the All tab.
    requestAnimationFrame(() => document.getElementById(`${id}-tab-${ALL_CITIES}`)?.focus())
  }

  const book = (hotel: Hotel) => {
    setChosen(hotel)
    setBookingOpen(true)
  }
  const closeBooking = useCallback(() => setBookingOpen(false), [])

  return (
    <div className="hotels-browser">
      <HotelCityTabs tabs={tabs} selected={tab?.value} onSelect={choose} label={listing.tabsLabel} idPrefix={`${id}-tab`} panelId={`${id}-panel`} />
      <div
        id={`${id}-panel`}
        role="tabpanel"
        className="hotels-browser__panel"
        aria-labelledby={tab ? `${id}-tab-${tab.value}` : undefined}
        aria-label={tab ? undefined : `Hotels in ${city}`}
      >
        <p className="hotels-browser__count" role="status">
          {showingText(shown.length)}
        </p>
        {shown.length > 0 ? (
          <div className="card-grid card-grid--3">
            {shown.map((hotel) => (
              <HotelCard key={hotel.id} hotel={hotel} cityLabel={cityLabel(hotel.city)} onBook={book} />
            ))}
          </div>
        ) : (
          <div className="hotels-empty">
            <span className="hotels-empty__icon">
              <Icon name="hotel" size={40} />
            </span>
            <h3>{listing.empty.heading}</h3>
            <p>{listing.empty.text}</p>
            <button type="button" className="button button--primary" onClick={showAll}>
              View All Hotels
            </button>
          </div>
        )}
      </div>
      <Modal open={bookingOpen} onClose={closeBooking} title={chosen ? `Book ${chosen.name}` : 'Book a hotel'} className="hotels-modal">
        {chosen && (
          <>
            <p className="hotels-modal__hotel">
              <span className="hotels-modal__city">
                <Icon name="pin" size={16} /> {cityLabel(chosen.city)}
              </span>
              <span>{chosen.distance}</span>
            </p>
            <p className="hotels-modal__intro">{bookingIntro}</p>
            <HotelBookingForm
              hotel={{ name: chosen.name, city: cityLabel(chosen.city), distance: chosen.distance }}
              captcha={captcha}
              onClose={closeBooking}
            />
          </>
        )}
      </Modal>
    </div>
  )
}
