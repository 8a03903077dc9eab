import { useCallback, useState } from 'react'
import { serviceName } from '../forms/transport-booking'
import type { CaptchaConfig } from './forms/Captcha'
import { lazyForm } from './forms/lazy-form'
import { useBookingButtons } from './transport/use-booking-buttons'
import { Modal } from './ui/Modal'

const TransportBookingForm = lazyForm(() => import('./transport/TransportBookingForm').then((module) => module.TransportBookingForm))

export interface TransportServicesProps {
  window: { title: string; intro: string }
  captcha: CaptchaConfig
}

/**
 * The one booking window every booking button of the page opens (the buttons are server-rendered,
 * components/transport/BookTransportButton.tsx), with its service (and, from a vehicle's Get Quote,
 * that vehicle) chosen.
 */
export default function TransportServices({ window: text, captcha }: TransportServicesProps) {
  const [booking, setBooking] = useState<{
    service: string
    vehicle?: string
    key: number
  } | null>(null)
  const [open, setOpen] = useState(false)
  const openFor = useCallback((serviceId: string, vehicle?: string) => {
    setBooking((current) => ({
      service: serviceName(serviceId),
      vehicle,
      key: (current?.key ?? 0) + 1,
    }))
    setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  useBookingButtons(openFor)

  return (
    <Modal open={open} onClose={close} title={text.title} className="hotels-modal transport-modal">
      <p className="hotels-modal__intro">{text.intro}</p>
      {booking && <TransportBookingForm key={booking.key} service={booking.service} vehicle={booking.vehicle} captcha={captcha} onClose={close} />}
    </Modal>
  )
}
