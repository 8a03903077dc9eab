import type { TransportBookingValues } from '../../forms/transport-booking'

/** What each group of the transport form's fields gets from the form. */
export interface TransportFieldProps {
  values: TransportBookingValues
  errors: Partial<Record<string, string>>
  setField: <K extends keyof TransportBookingValues>(name: K, value: TransportBookingValues[K]) => void
}
