// The names of the facts a text may quote ({hajjYear}, {phone}), apart from the code that computes
// them (content/server/facts/facts.ts): the content check reads these names while it makes the generated words
// modules that the computing code imports, so this file imports nothing.
export const FACT_NAMES = [
  'hajjYear',
  'hajjDates',
  'hajjWhen',
  'ramadanMonths',
  'eWaiverProcessing',
  'saudiVisaProcessing',
  'schengenProcessing',
  'schengenStay',
  'earlyBirdUntil',
  'lowestHajjPrice',
  'lowestUmrahPrice',
  'lowestVisaPrice',
  'lowestSchengenVisaPrice',
  'lowestHotelPrice',
  'lowestFlightPrice',
  'atolNumber',
  'agencyName',
  'ratingValue',
  'reviewCount',
  'phone',
  'email',
  'address',
  'privacyReplyHours',
  'replyHours',
  'enquiryRetentionDays',
  'flightDeposit',
  'changeFee',
  'balanceDueDays',
  'balanceDueWeeks',
  'lateCancellationFromDays',
  'lateCancellationToDays',
  'lateCancellationPercent',
  'finalCancellationDays',
] as const
export type FactName = (typeof FACT_NAMES)[number]

/**
 * The numbers and names a form fills in itself when it shows a message ("Please shorten this to
 * {limit} characters"): left as they are here, so a page's file can hold its form's words.
 */
export const FORM_PLACEHOLDERS = ['limit', 'min', 'max', 'fields', 'year'] as const
