// The worldwide hotel request of /hotels (specification sections 3, 5, 7 and 8): a destination,
// the stay, and the category and budget the visitor has in mind. One schema for the island and
// send-global-hotel-request-email. The words, categories and budget bands are data/hotels.yaml's
// `form.worldwide` and `form.stay`. Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import { fillIn } from './_shared/messages'
import type { FormOption } from './contact'
import { GUEST_COUNTS, HOTEL_FORMS, HOTEL_FORM_LIMITS, hotelStayFields, hotelStayLabels, withStayDatesInOrder } from './hotel-request-fields'

const WORLDWIDE = HOTEL_FORMS.worldwide

export const GLOBAL_HOTEL_SUCCESS_TEXT = WORLDWIDE.successText
export const GLOBAL_HOTEL_FAILURE_TEXT = WORLDWIDE.failureText

/** Hotel category values exactly as the specification gives them (section 5). */
export const hotelCategoryOptions = WORLDWIDE.categories satisfies readonly FormOption[]

/** Budget per night values exactly as the specification gives them (section 5), in pounds. */
export const hotelBudgetOptions = WORLDWIDE.budgets satisfies readonly FormOption[]

export const globalHotelLabels = {
  destination: WORLDWIDE.labels.destination,
  ...hotelStayLabels,
  hotelCategory: WORLDWIDE.labels.hotelCategory,
  budget: WORLDWIDE.labels.budget,
} as const satisfies Record<string, string>

export const globalHotelMessages = {
  ...WORLDWIDE.messages,
  destinationTooLong: fillIn(WORLDWIDE.messages.destinationTooLong, { limit: HOTEL_FORM_LIMITS.destination }),
}

const optionLabel = (options: readonly FormOption[], value: string | undefined): string => options.find((option) => option.value === value)?.label ?? ''

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
