// The worldwide hotel request of /hotels (specification sections 3, 5, 7 and 8): a destination,
// the stay, and the category and budget the visitor has in mind. One schema for the island and
// send-global-hotel-request-email. Browser-safe: imports zod only.
import './_shared/noEval'
import { z } from 'zod'
import type { FormOption } from './contact'
import { GUEST_COUNTS, HOTEL_FORM_LIMITS, hotelStayFields, hotelStayLabels, withStayDatesInOrder } from './hotel-request-fields'

export const GLOBAL_HOTEL_SUCCESS_TEXT =
  'Thank you! Your hotel request has been submitted successfully. We will send you a choice of hotels within 24 hours.'
export const GLOBAL_HOTEL_FAILURE_TEXT = 'Failed to submit hotel request. Please try again.'

/** Hotel category values exactly as the specification gives them (section 5). */
export const hotelCategoryOptions = [
  { value: 'budget', label: 'Budget (1-2 Star)' },
  { value: 'mid-range', label: 'Mid-range (3 Star)' },
  { value: 'upscale', label: 'Upscale (4 Star)' },
  { value: 'luxury', label: 'Luxury (5 Star)' },
] as const satisfies readonly FormOption[]

/** Budget per night values exactly as the specification gives them (section 5), in pounds. */
export const hotelBudgetOptions = [
  { value: 'under-50', label: 'Under £50' },
  { value: '50-100', label: '£50 – £100' },
  { value: '100-200', label: '£100 – £200' },
  { value: '200-300', label: '£200 – £300' },
  { value: '300-500', label: '£300 – £500' },
  { value: '500+', label: '£500+' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly FormOption[]

export const globalHotelLabels = {
  destination: 'Destination',
  ...hotelStayLabels,
  hotelCategory: 'Hotel category',
  budget: 'Budget per night',
} as const satisfies Record<string, string>

export const globalHotelMessages = {
  destination: 'Please tell us your destination (city and country)',
  destinationTooLong: `Please shorten the destination to ${HOTEL_FORM_LIMITS.destination} characters`,
  hotelCategory: 'Please choose a hotel category from the list',
  budget: 'Please choose a budget from the list',
} as const

const optionLabel = (options: readonly FormOption[], value: string | undefined): string =>
  options.find((option) => option.value === value)?.label ?? ''

/** 'luxury' → 'Luxury (5 Star)'; empty when no category was chosen. */
export const hotelCategoryLabel = (value: string | undefined) => optionLabel(hotelCategoryOptions, value)
/** '100-200' → '£100 – £200'; empty when no budget was chosen. */
export const hotelBudgetLabel = (value: string | undefined) => optionLabel(hotelBudgetOptions, value)

/** An optional choice of a list: one of its values, or empty (no preference). */
const optionalChoice = (options: readonly FormOption[], message: string) => {
  const values: ReadonlySet<string> = new Set(options.map((option) => option.value))
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || values.has(value), { error: message })
    .optional()
}

const { firstName, lastName, email, phone, recaptchaToken, specialRequests, ...stay } = hotelStayFields

// In the order of the form, so the first field at fault is the first one the visitor sees.
export const globalHotelRequestSchema = withStayDatesInOrder(
  z.object({
    firstName,
    lastName,
    email,
    phone,
    destination: z
      .string({ error: globalHotelMessages.destination })
      .trim()
      .min(1, { error: globalHotelMessages.destination })
      .max(HOTEL_FORM_LIMITS.destination, { error: globalHotelMessages.destinationTooLong }),
    ...stay,
    hotelCategory: optionalChoice(hotelCategoryOptions, globalHotelMessages.hotelCategory),
    budget: optionalChoice(hotelBudgetOptions, globalHotelMessages.budget),
    specialRequests,
    recaptchaToken,
  }),
)

export type GlobalHotelRequestBody = z.output<typeof globalHotelRequestSchema>

/** The form's values: counts travel as text ('2'), as the specification's request shows them. */
export type GlobalHotelRequestValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  destination: string
  checkInDate: string
  checkOutDate: string
  adults: string
  children: string
  rooms: string
  hotelCategory: string
  budget: string
  specialRequests: string
}

export const globalHotelRequestDefaults: Readonly<GlobalHotelRequestValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  destination: '',
  checkInDate: '',
  checkOutDate: '',
  adults: String(GUEST_COUNTS.adults.initial),
  children: String(GUEST_COUNTS.children.initial),
  rooms: String(GUEST_COUNTS.rooms.initial),
  hotelCategory: '',
  budget: '',
  specialRequests: '',
}
