import type { FlightRequestValues } from '../../forms/flight-request'

/** What each group of the flight form's fields gets from the form. */
export interface FlightFieldProps {
  values: FlightRequestValues
  errors: Partial<Record<string, string>>
  setField: <K extends keyof FlightRequestValues>(name: K, value: FlightRequestValues[K]) => void
}
