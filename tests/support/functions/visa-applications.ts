// Shared material for the three visa application functions' tests: real documents (a PDF
// printed by Chromium, PNG and JPEG screenshots, a text file renamed .pdf) as the browser sends
// them, checks on the received attachments and on the log lines, the rows of the agency's e-mail and the
// upload messages in data/'s words.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ParsedMail } from 'mailparser'
import { expect } from 'vitest'
import type { ExampleFiles } from '../../../forms/_shared/define-form'
import { type UploadedFile } from '../../../forms/_shared/uploads'
import { fill } from '../../../content/browser/fill'
import { NOT_GIVEN } from '../../../functions/_shared/email-body'
import { AGENCY_LABELS } from '../../../functions/_shared/visa-email'
import { dayMonthYear } from '../dates'
import { SHARED_FORM_WORDS, UPLOAD_WORDS, type FormWords } from '../form-words'
import { expectSecurityHeaders, readJson } from './index'

const fixture = (name: string): Buffer => readFileSync(fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url)))

/** Real documents, as a visitor would choose them. */
export const documents = {
  pdf: fixture('passport.pdf'),
  png: fixture('photo.png'),
  jpeg: fixture('photo.jpg'),
  text: fixture('notes-renamed.pdf'),
}

/** A file as the form puts it in the JSON body: name, declared type, size and base64 content. */
export function upload(name: string, content: Buffer, type = ''): UploadedFile {
  return { name, type, size: content.length, data: content.toString('base64') }
}

/** A PDF and a PNG that pass every check: the files of the forms' example bodies (their contracts' `example`). */
export const EXAMPLE_FILES: ExampleFiles = {
  pdf: upload('passport.pdf', documents.pdf, 'application/pdf'),
  png: upload('photo.png', documents.png, 'image/png'),
}

interface ExpectedAttachment {
  filename: string
  contentType: string
  content: Buffer
}

/** The attachments arrived in order, byte for byte, with the given names and content types. */
export function expectAttachments(parsed: ParsedMail, expected: readonly ExpectedAttachment[]): void {
  expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual(expected.map((e) => [e.filename, e.contentType]))
  parsed.attachments.forEach((attachment, i) => {
    expect(attachment.content.equals(expected[i]!.content), `${attachment.filename} arrives byte for byte`).toBe(true)
  })
}

/** No log line holds any of the given personal values (names, addresses, file names...). */
export function expectNoPersonalData(logs: readonly string[], values: readonly string[]): void {
  expect(logs.length).toBeGreaterThan(0)
  const all = logs.join('\n').toLowerCase()
  for (const value of values) expect(all, `the logs mention ${value}`).not.toContain(value.toLowerCase())
}

/** A 400 reply naming one field; returns its error text. */
export async function refusedField(response: Response, field: string): Promise<string> {
  expect(response.status).toBe(400)
  expectSecurityHeaders(response)
  const reply = (await readJson(response)) as { error: string; fields: Record<string, string> }
  expect(Object.keys(reply.fields)).toEqual([field])
  return reply.error
}

const DATE_FIELDS = new Set(['dateOfBirth', 'passportExpiry', 'travelDate', 'returnDate'])

/** A value as the agency's e-mail shows it: dates written out, ticks as Yes/No, a passport number in capitals without spaces. */
function shown(field: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? SHARED_FORM_WORDS.yes : SHARED_FORM_WORDS.no
  if (value === '' || value === undefined) return NOT_GIVEN
  if (DATE_FIELDS.has(field)) return dayMonthYear(String(value))
  if (field === 'passportNumber') return String(value).replace(/\s+/g, '').toUpperCase()
  return String(value)
}

/** The agency's e-mail rows of an application's fields, labelled in the form's words (or the agency's own). */
export function applicantRows(words: FormWords, applicant: Readonly<Record<string, unknown>>, fields: readonly string[]): string[] {
  return fields.map((field) => `${AGENCY_LABELS[field] ?? words.label(field)}: ${shown(field, applicant[field])}`)
}

/** The fields every application's e-mail lists, in the form's order. */
export const APPLICANT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'nationality', 'passportNumber'] as const

/** The rows of a Saudi or Schengen application after the visa or country, in the form's order. */
export const VISA_ROW_FIELDS = [
  ...APPLICANT_FIELDS,
  ...['passportExpiry', 'travelDate', 'returnDate', 'purposeOfVisit', 'duration', 'address', 'city', 'postcode', 'country'],
  ...['emergencyName', 'emergencyPhone', 'emergencyRelation', 'previousVisit', 'criminalRecord', 'medicalConditions', 'specialRequests'],
]

/** "PDF, JPG or PNG": the kinds of file a field accepts, in data/forms.yaml's words. */
export const kindsOf = (...kinds: readonly string[]): string =>
  fill(UPLOAD_WORDS.kindsList, { first: kinds.slice(0, -1).join(', '), last: kinds[kinds.length - 1]! })

/** The message for a file that is not what its name says (data/forms.yaml `uploads.contentMismatch`). */
export const notARealFile = (name: string, ...kinds: readonly string[]): string => fill(UPLOAD_WORDS.contentMismatch, { name, kinds: kindsOf(...kinds) })
