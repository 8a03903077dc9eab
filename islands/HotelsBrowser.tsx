import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Icon } from './ui/Icon'
import type { CaptchaConfig } from './forms/Captcha'
import { lazyForm } from './forms/lazy-form'
import { filterByCity } from './hotels/city-filter'
import type { BookedHotel } from './hotels/HotelBookingForm'
import { Modal } from './ui/Modal'
import { useWords } from '../content/react/use-words'

const HotelBookingForm = lazyForm(() => import('./hotels/HotelBookingForm').then((module) => module.HotelBookingForm))

/** The words of the booking form its window opens, in the page's language (islands/forms/locale-words.ts). */
export const formWords = ['hotel-forms']

interface HotelsBrowserProps {
  /** What the booking window says of each hotel, by the id its Book Now button carries (data-book). */
  bookings: Record<string, BookedHotel>
  bookingIntro: string
  captcha: CaptchaConfig
  /** The server-rendered city tabs and hotel cards (components/hotels/HotelListing.tsx). */
  children?: ReactNode
}

/** Filters the hotel cards by city and opens the booking window of the hotel chosen with Book Now. */
export default function HotelsBrowser({ bookings, bookingIntro, captcha, children }: HotelsBrowserProps) {
  const t = useWords()
  const [chosen, setChosen] = useState<BookedHotel | null>(null)
  const [bookingOpen, setBookingOpen] = useState(false)
  const listing = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = listing.current!
    const stopFiltering = filterByCity(element, t)
    const onClick = (event: MouseEvent) => {
      const id = (event.target as Element).closest('[data-book]')?.getAttribute('data-book')
      if (!id || !bookings[id]) return
      setChosen(bookings[id])
      setBookingOpen(true)
    }
    element.addEventListener('click', onClick)
    return () => {
      stopFiltering()
      element.removeEventListener('click', onClick)
    }
  }, [bookings, t])
  const closeBooking = useCallback(() => setBookingOpen(false), [])

  return (
    <>
      <div ref={listing}>{children}</div>
      <Modal
        open={bookingOpen}
        onClose={closeBooking}
        title={chosen ? t('booking.bookNamed', { name: chosen.name }) : t('hotels.bookHotel')}
        className="hotels-modal"
      >
        {chosen && (
          <>
            <p className="hotels-modal__hotel">
              <span className="hotels-modal__city">
                <Icon name="pin" size={16} /> {chosen.city}
              </span>
              <span>{chosen.distance}</span>
            </p>
            <p className="hotels-modal__intro">{bookingIntro}</p>
            <HotelBookingForm hotel={chosen} captcha={captcha} onClose={closeBooking} />
          </>
        )}
      </Modal>
    </>
  )
}
