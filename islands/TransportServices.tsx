import { useCallback, useState } from 'react'
import { serviceName, transportOptionsIn } from '../forms/transport-booking'
import { useLocale } from '../content/react/use-words'
import type { CaptchaConfig } from './forms/Captcha'
import { lazyForm } from './forms/lazy-form'
import { useBookingButtons } from './transport/use-booking-buttons'
import { Modal } from './ui/Modal'

const TransportBookingForm = lazyForm(() => import('./transport/TransportBookingForm').then((module) => module.TransportBookingForm))

/** The words this island's form needs in the page's language (islands/forms/locale-words.ts). */
export const formWords = ['transport-form']

interface TransportServicesProps {
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
  const locale = useLocale()
  const openFor = useCallback(
    (serviceId: string, vehicle?: string) => {
      // A vehicle's button names it in the page's language; the form's value is its English name.
      const value = transportOptionsIn(locale).vehicleType.find((option) => option.label === vehicle)?.value ?? vehicle
      setBooking((current) => ({
        service: serviceName(serviceId),
        vehicle: value,
        key: (current?.key ?? 0) + 1,
      }))
      setOpen(true)
    },
    [locale],
  )
  const close = useCallback(() => setOpen(false), [])
  useBookingButtons(openFor)

  return (
    <Modal open={open} onClose={close} title={text.title} className="hotels-modal transport-modal">
      <p className="hotels-modal__intro">{text.intro}</p>
      {booking && <TransportBookingForm key={booking.key} service={booking.service} vehicle={booking.vehicle} captcha={captcha} onClose={close} />}
    </Modal>
  )
}
