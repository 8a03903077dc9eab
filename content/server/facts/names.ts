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
 * The facts that stop holding as the calendar moves on, and when: from that day the site leaves
 * out every sentence that quotes one (fillFacts in content/server/facts/facts.ts), so a sentence
 * quoting two of them loses the later one with the first (content/server/check/season-checks.ts).
 */
export const LAPSING_FACTS = {
  earlyBirdUntil: 'once the early-bird date has passed',
  lowestHajjPrice: 'once no Hajj package of the season can be booked',
  lowestUmrahPrice: 'once no Umrah package can be booked',
} as const satisfies Partial<Record<FactName, string>>
export type LapsingFact = keyof typeof LAPSING_FACTS

/**
 * The sentences of a text: a full stop, a question or exclamation mark ends one when the next
 * starts with a capital or a fact; in Bengali the দাঁড়ি (।) ends a sentence, and the script has no capitals.
 */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?।])\s+(?=[A-Z{\u0980-\u09FF])/)
}

/**
 * The numbers and names a form fills in itself when it shows a message ("Please shorten this to
 * {limit} characters"): left as they are here, so a page's file can hold its form's words.
 */
export const FORM_PLACEHOLDERS = ['limit', 'min', 'max', 'fields', 'year'] as const
