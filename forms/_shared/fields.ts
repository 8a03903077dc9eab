// Field builders the enquiry forms share: required and optional text, e-mail, phone, a choice
// from a list and calendar dates, each with the visitor's own wording. Browser-safe: zod and Intl.
import './no-eval'
import { z } from 'zod'
import { formatLongDate } from '../../content/browser/dates'
import { SHARED_FORM_TEXT, sharedMessage, sharedTexts } from './messages'
import { formatFor } from '../../content/browser/format'
import type { Locale } from '../../content/browser/locale'

export interface FormOption {
  value: string
  label: string
}

export const COMMON_LIMITS = {
  name: 60,
  email: 254,
  phone: 30,
  phoneDigitsMin: 7,
  phoneDigitsMax: 20,
  shortText: 120,
  longText: 2000,
  recaptchaToken: 4000,
} as const

export const PHONE_INVALID = SHARED_FORM_TEXT.phoneInvalid
export const EMAIL_INVALID = SHARED_FORM_TEXT.emailInvalid

/** "Please shorten this to {limit} characters" with the number filled in. */
export const tooLongMessage = (max: number): string => sharedMessage('tooLong', { limit: max })

/** Trimmed text that must be given, at most `max` characters. */
export const requiredText = (message: string, max: number = COMMON_LIMITS.shortText, tooLong = tooLongMessage(max)) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong })

/** Trimmed text that may be left empty, at most `max` characters. */
export const optionalText = (max: number = COMMON_LIMITS.longText, tooLong = tooLongMessage(max), typeMessage: string = sharedMessage('textType')) =>
  z.string({ error: typeMessage }).trim().max(max, { error: tooLong }).optional()

export const emailField = (message: string = sharedMessage('emailRequired')) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(COMMON_LIMITS.email, { error: sharedMessage('emailInvalid') })
    .pipe(z.email({ error: sharedMessage('emailInvalid') }))

const phoneDigitCount = (value: string): number => value.replace(/\D/g, '').length

export const phoneField = (message: string = sharedMessage('phoneRequired')) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(COMMON_LIMITS.phone, { error: sharedMessage('phoneInvalid') })
    .regex(/^[0-9+()\-\s]+$/, { error: sharedMessage('phoneInvalid') })
    .refine((value) => phoneDigitCount(value) >= COMMON_LIMITS.phoneDigitsMin && phoneDigitCount(value) <= COMMON_LIMITS.phoneDigitsMax, {
      error: sharedMessage('phoneInvalid'),
    })

export const optionValues = (options: readonly FormOption[]) => options.map((option) => option.value) as [string, ...string[]]

/** One value of a fixed option list. */
export const choiceField = (options: readonly FormOption[], message: string) => z.enum(optionValues(options), { error: message })

/** The label of an option value, for the e-mail (the value itself when unknown). */
export const optionLabel = (options: readonly FormOption[], value: string): string => options.find((option) => option.value === value)?.label ?? value

/** A yes/no checkbox; absent means no. */
export const checkboxField = (message: string) => z.boolean({ error: message }).optional().default(false)

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written YYYY-MM-DD (so 2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Today as YYYY-MM-DD for date rules. In the browser: the visitor's own date. On the server the
 * visitor's time zone is unknown, so it is the earliest date it still is somewhere on Earth
 * (UTC−12) for "not in the past" rules, and the latest (UTC+14) for "must be in the past".
 */
export function todayFor(rule: 'not-past' | 'past', now = new Date()): string {
  if (typeof window !== 'undefined') return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  const offsetHours = rule === 'not-past' ? -12 : 14
  return new Date(now.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10)
}

/** A required date, YYYY-MM-DD. */
export const dateField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).refine(isCalendarDate, { error: invalid, abort: true })

/** An optional date: empty means not given. */
export const optionalDateField = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), { error: invalid })
    .optional()

/** '2026-10-12' → '12 October 2026' (for the agency's e-mail); anything else as it is. */
export function formatDate(iso: string | undefined): string {
  if (!iso) return ''
  return isCalendarDate(iso) ? formatLongDate(iso) : iso
}

/** An optional choice of a fixed list: empty or absent means none chosen. */
export const optionalChoiceField = (options: readonly FormOption[], message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), choiceField(options, message).optional())

/** A whole number from `min` to `max`, or its digits as text (a select's value). */
export const countField = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  )

/** 'Yes' or 'No' for a checkbox in the agency's e-mail. */
export const yesNo = (value: boolean | undefined): string => (value ? SHARED_FORM_TEXT.yes : SHARED_FORM_TEXT.no)

/** A date field as an e-mail in `locale` writes it (a definition's inEmail, define-form.ts). */
export const dateInEmail = (value: unknown, _data: unknown, locale: Locale): string =>
  isCalendarDate(value) ? formatFor(locale).longDate(value) : typeof value === 'string' ? value : ''

/** A checkbox as an e-mail in `locale` writes it: Yes or No (a definition's inEmail). */
export const yesNoInEmail = (value: unknown, _data: unknown, locale: Locale): string => {
  const { yes, no } = sharedTexts(locale).messages
  return value === true ? yes : no
}
