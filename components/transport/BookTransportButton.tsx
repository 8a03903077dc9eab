import type { ReactNode } from 'react'
import { BOOK_SERVICE_ATTRIBUTE, BOOK_VEHICLE_ATTRIBUTE } from '../../islands/transport/use-booking-buttons'

/** A button that opens the page's booking window (held by the TransportServices island) with a service chosen. */
export function BookTransportButton({ service, vehicle, className, children }: { service: string; vehicle?: string; className: string; children: ReactNode }) {
  const data = { [BOOK_SERVICE_ATTRIBUTE]: service, ...(vehicle && { [BOOK_VEHICLE_ATTRIBUTE]: vehicle }) }
  return (
    <button type="button" className={className} aria-haspopup="dialog" {...data}>
      {children}
    </button>
  )
}
