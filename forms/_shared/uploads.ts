// Document uploads of the visa, Schengen and Bangladesh applications (docs/specification/part-2.md, section 5;
// docs/decisions.md, decision 10). Files travel inside the JSON body as base64 with their name, declared
// type and size. Netlify refuses a function request over 6 MB, and base64 makes a file a third
// larger, so the files together are limited to 4 MB: the form says so next to the file fields,
// shows each file's size and refuses before sending; the function checks everything again and
// looks at each file's content (functions/_shared/uploads.ts), never trusting name or type.
// The messages are data/forms.yaml's `uploads:`, the field names its visaApplication.labels.
// Browser-safe: zod and the generated words only.
import './no-eval'
import { z } from 'zod'
import { VISA_FORM } from '../visa-form.generated'
import { SHARED_UPLOAD_TEXT as TEXT } from './shared-form.generated'
import { fill, sharedTexts } from './messages'
import { DEFAULT_LOCALE, LANGUAGE_TAGS, textsIn, type Locale } from './form-words'
import { formatFor } from '../../content/browser/format'

/** Netlify's limit on a buffered function request ("6 MB"), read as the smaller decimal value. */
export const MAX_REQUEST_BYTES = 6_000_000

/** All chosen files together, before base64: 4 MB leaves room for base64 (×4/3) and the fields. */
export const MAX_FILES_TOTAL_BYTES = 4_000_000

/** At most this many additional documents. */
export const MAX_ADDITIONAL_DOCS = 5

export const MAX_FILE_NAME_LENGTH = 255

/**
 * The largest picture the function decodes, read from its header before any pixel: at most
 * MAX_IMAGE_SIDE on a side and MAX_IMAGE_PIXELS in all. A passport page scanned at 600 dpi is
 * about 3,000 × 4,000 pixels and an A4 page 35 million; a camera photo of 4 MB rarely passes
 * 24 million. A few kilobytes can declare far more, and decoding 100 million pixels takes seconds
 * of a function's time and hundreds of megabytes.
 */
export const MAX_IMAGE_SIDE = 10_000
export const MAX_IMAGE_PIXELS = 40_000_000

/** Pages in one uploaded PDF: more than any visa document the agency asks for. */
export const MAX_PDF_PAGES = 200

/** The kinds of file accepted anywhere, and the name endings each may have. */
export const FILE_KINDS = {
  pdf: { label: 'PDF', extensions: ['pdf'], mimeType: 'application/pdf' },
  jpeg: { label: 'JPG', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  png: { label: 'PNG', extensions: ['png'], mimeType: 'image/png' },
} as const

export type FileKind = keyof typeof FILE_KINDS

/** The upload fields and what each accepts (docs/specification/part-2.md, section 5). */
export const UPLOAD_FIELDS = {
  passportCopy: { label: VISA_FORM.labels.passportCopy, kinds: ['pdf', 'jpeg', 'png'], multiple: false },
  photograph: { label: VISA_FORM.labels.photograph, kinds: ['jpeg', 'png'], multiple: false },
  additionalDocs: { label: VISA_FORM.labels.additionalDocs, kinds: ['pdf', 'jpeg', 'png'], multiple: true },
} as const satisfies Record<string, { label: string; kinds: readonly FileKind[]; multiple: boolean }>

export type UploadField = keyof typeof UPLOAD_FIELDS

/** The `accept` attribute of a field's file input, e.g. ".pdf,.jpg,.jpeg,.png". */
export function acceptAttribute(field: UploadField): string {
  return UPLOAD_FIELDS[field].kinds.flatMap((kind) => FILE_KINDS[kind].extensions.map((ext) => `.${ext}`)).join(',')
}

/** The kind a file name's ending claims, if it is one we accept. */
export function kindFromName(name: string): FileKind | undefined {
  const extension = name.toLowerCase().split('.').pop() ?? ''
  return (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => (FILE_KINDS[kind].extensions as readonly string[]).includes(extension))
}

/**
 * The upload words of a locale (data/forms.yaml's `uploads:` and its translation): the kinds a
 * field accepts, sizes and counts in the locale's digits, the limit's sentence and the messages.
 */
export function uploadWordsIn(locale: Locale) {
  const text = sharedTexts(locale).uploads
  const labels = textsIn('visa', VISA_FORM, locale).labels
  const format = formatFor(locale)
  /** 'PDF, JPG or PNG' for a field. */
  const kindsText = (field: UploadField): string => {
    const names = UPLOAD_FIELDS[field].kinds.map((kind) => text.kinds[kind])
    return names.length === 1 ? names[0]! : fill(text.kindsList, { first: names.slice(0, -1).join(', '), last: names[names.length - 1]! })
  }
  /** One decimal, without a trailing '.0': 4 → '4', 2.45 → '2.5'. */
  const oneDecimal = (value: number): string => format.digits(Number(value.toFixed(1)))
  /** 1536 → '1.5 KB', 2_400_000 → '2.4 MB', 4_000_000 → '4 MB' (decimal units, as the limit is stated). */
  const formatBytes = (bytes: number): string => {
    if (bytes < 1000) return fill(text.bytes, { count: format.digits(bytes) })
    if (bytes < 1_000_000) return fill(text.kilobytes, { count: bytes < 10_000 ? oneDecimal(bytes / 1000) : format.digits(Math.round(bytes / 1000)) })
    return fill(text.megabytes, { count: oneDecimal(bytes / 1_000_000) })
  }
  const fieldName = (field: UploadField) => labels[field].toLocaleLowerCase(LANGUAGE_TAGS[locale])
  const messages = {
    required: (field: UploadField) => fill(text.required, { field: fieldName(field), kinds: kindsText(field) }),
    wrongKind: (field: UploadField, name: string) => fill(text.wrongKind, { name, field: fieldName(field), kinds: kindsText(field) }),
    empty: (name: string) => fill(text.empty, { name }),
    tooMany: fill(text.tooMany, { max: format.digits(MAX_ADDITIONAL_DOCS) }),
    tooLarge: (total: number) => fill(text.tooLarge, { total: formatBytes(total), limit: formatBytes(MAX_FILES_TOTAL_BYTES) }),
    /** The content does not match an accepted kind, or not the kind its name says (server check). */
    contentMismatch: (field: UploadField, name: string) => fill(text.contentMismatch, { name, kinds: kindsText(field) }),
    corrupt: (name: string) => fill(text.corrupt, { name }),
    /** The file starts as its kind should but cannot be decoded to its end (server check). */
    damaged: (name: string) => fill(text.damaged, { name }),
    imageTooLarge: (name: string) => fill(text.imageTooLarge, { name, max: format.digits(MAX_IMAGE_PIXELS / 1_000_000), limit: format.number(MAX_IMAGE_SIDE) }),
    passwordProtected: (name: string) => fill(text.passwordProtected, { name }),
    /** A PDF beyond the bounds of the server's check (functions/_shared/pdf-limits.ts): named with its field. */
    pdfTooLarge: (field: UploadField, name: string) => fill(text.pdfTooLarge, { name, field: fieldName(field), max: format.digits(MAX_PDF_PAGES) }),
    unnamedFile: text.unnamedFile,
  } as const
  const fieldLabels = { passportCopy: labels.passportCopy, photograph: labels.photograph, additionalDocs: labels.additionalDocs }
  return { kindsText, formatBytes, limitText: fill(text.limitText, { limit: formatBytes(MAX_FILES_TOTAL_BYTES) }), messages, labels: fieldLabels }
}

export type UploadWords = ReturnType<typeof uploadWordsIn>

/** In English: the agency's e-mail, the function's file checks and the rules' messages (the island uses its page's words). */
const english = uploadWordsIn(DEFAULT_LOCALE)
export const { kindsText, formatBytes, messages: uploadMessages } = english

/** The sentence shown next to the file fields, in English. */
export const UPLOAD_LIMIT_TEXT = english.limitText

/** What the browser knows about a chosen file before sending it. */
interface ChosenFile {
  name: string
  size: number
}

/** The problem with a chosen file by its name and size, if any (the server re-checks its content). */
export function chosenFileProblem(field: UploadField, file: ChosenFile, messages: UploadWords['messages']): string | undefined {
  const kind = kindFromName(file.name)
  if (!kind || !(UPLOAD_FIELDS[field].kinds as readonly FileKind[]).includes(kind)) return messages.wrongKind(field, file.name)
  if (file.size <= 0) return messages.empty(file.name)
  return undefined
}

/** The sum of the chosen files' sizes. */
export const totalBytes = (files: readonly ChosenFile[]): number => files.reduce((sum, file) => sum + file.size, 0)

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** One file as it travels in the JSON body. */
export const uploadedFileSchema = z
  .object({
    name: z
      .string({ error: TEXT.noName })
      .trim()
      .min(1, { error: TEXT.noName })
      .max(MAX_FILE_NAME_LENGTH, {
        error: fill(TEXT.nameTooLong, { limit: MAX_FILE_NAME_LENGTH }),
      }),
    /** What the browser declared; recorded but never trusted. */
    type: z.string().max(200).optional().default(''),
    size: z.number().int().min(1).max(MAX_FILES_TOTAL_BYTES),
    /** The file's bytes, base64 without a data: prefix. */
    data: z
      .string()
      .min(1)
      .max(Math.ceil(MAX_FILES_TOTAL_BYTES / 3) * 4),
  })
  .refine((file) => file.data.length % 4 === 0 && BASE64.test(file.data) && Math.ceil(file.size / 3) * 4 === file.data.length, {
    error: (issue) => uploadMessages.corrupt(String((issue.input as { name?: unknown }).name ?? TEXT.unnamedFile)),
  })

export type UploadedFile = z.output<typeof uploadedFileSchema>

/** A required single file of an upload field, whose name must end as the field accepts. */
export function requiredUpload(field: UploadField) {
  return z
    .custom<unknown>((value) => value !== undefined && value !== null, { error: uploadMessages.required(field) })
    .pipe(
      uploadedFileSchema.refine((file) => chosenFileProblem(field, file, uploadMessages) === undefined, {
        error: (issue) => chosenFileProblem(field, issue.input as ChosenFile, uploadMessages) ?? uploadMessages.required(field),
      }),
    )
}

/** The optional additional documents: none, or up to MAX_ADDITIONAL_DOCS accepted files. */
export function additionalUploads() {
  return z
    .array(
      uploadedFileSchema.refine((file) => chosenFileProblem('additionalDocs', file, uploadMessages) === undefined, {
        error: (issue) => chosenFileProblem('additionalDocs', issue.input as ChosenFile, uploadMessages) ?? uploadMessages.corrupt(TEXT.unnamedFile),
      }),
      { error: TEXT.chooseAgain },
    )
    .max(MAX_ADDITIONAL_DOCS, { error: uploadMessages.tooMany })
    .optional()
    .default([])
}

type WithUploads = { passportCopy?: unknown; photograph?: unknown; additionalDocs?: unknown }

const sizeOf = (value: unknown): number =>
  typeof value === 'object' && value !== null && typeof (value as { size?: unknown }).size === 'number' ? (value as { size: number }).size : 0

/** The declared total size of an application's files. */
export function uploadsTotal(value: WithUploads): number {
  const docs = Array.isArray(value.additionalDocs) ? value.additionalDocs : []
  return sizeOf(value.passportCopy) + sizeOf(value.photograph) + docs.reduce((sum: number, doc) => sum + sizeOf(doc), 0)
}

/** Adds the "all files together" rule to an application schema, reported on additionalDocs. */
export function withUploadTotalLimit<Schema extends z.ZodType<WithUploads>>(schema: Schema): Schema {
  return schema.refine((value) => uploadsTotal(value) <= MAX_FILES_TOTAL_BYTES, {
    path: ['additionalDocs'],
    error: (issue) => uploadMessages.tooLarge(uploadsTotal(issue.input as WithUploads)),
    when: () => true,
  })
}
