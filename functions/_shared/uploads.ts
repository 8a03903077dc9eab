// The visa applications' files on the server (docs/decisions.md, decision 10): each file is decoded, its
// size checked against the declared one, and its kind read from its first bytes — never from
// the name or the browser's declared type, which anyone can set. A file whose content is not
// what its field accepts, or not what its name ends with, is refused with a message naming it.
// Then the file is opened fully as that kind (decode-upload.ts): a picture decoded to its last
// pixel within a size limit, a PDF parsed with at least one page and no password; a file that
// only starts right is refused there. Accepted files become mail attachments with safe names and
// the content type of what they really are. Everything stays in memory: nothing is written to disk.
import {
  FILE_KINDS,
  UPLOAD_FIELDS,
  kindFromName,
  uploadWordsIn,
  type FileKind,
  type UploadField,
  type UploadedFile,
  type UploadWords,
} from '../../forms/_shared/uploads'
import type { Locale } from '../../forms/_shared/form-words'
import type { FilesCheck } from './create-form-handler'
import { decodeProblem, type DecodeProblem } from './decode-upload'
import type { MailAttachment } from './mail'

/** The first bytes of each accepted kind (PDF 1.7 §7.5.2, PNG §5.2, JPEG SOI + a marker). */
const SIGNATURES: ReadonlyArray<{ kind: FileKind; bytes: readonly number[] }> = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
]

/** The kind of file the content is, by its magic bytes; undefined for anything else. */
export function detectKind(content: Uint8Array): FileKind | undefined {
  return SIGNATURES.find(({ bytes }) => content.length >= bytes.length && bytes.every((byte, i) => content[i] === byte))?.kind
}

/** Room for the field prefix and extension within what mail clients and file systems keep. */
const MAX_BASE_LENGTH = 60

/**
 * A file name safe for a mail header and for the agency's disk: no folders (the last part of a
 * "/" or "\" path only), no control characters, quotes or other characters outside
 * letters, digits, "-", "_" and ".", accents reduced to their letters, runs of separators
 * collapsed, limited in length. It starts with the field's prefix, so the agency sees which
 * document is which and two files never share a name, and ends with the detected kind's
 * extension (the name's own when it is one of that kind's).
 */
export function safeFileName(name: string, kind: FileKind, prefix: string): string {
  const lastPart = name.split(/[/\\]/).pop() ?? ''
  const dot = lastPart.lastIndexOf('.')
  const ending = dot >= 0 ? lastPart.slice(dot + 1).toLowerCase() : ''
  const extensions: readonly string[] = FILE_KINDS[kind].extensions
  const extension = extensions.includes(ending) ? ending : extensions[0]!
  const stem = dot >= 0 && extensions.includes(ending) ? lastPart.slice(0, dot) : lastPart
  const base = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/([._-])[._-]+/g, '$1')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/[._-]+$/, '')
  return base ? `${prefix}-${base}.${extension}` : `${prefix}.${extension}`
}

/** The files of one application, as its schema has validated them. */
export interface ApplicationUploads {
  passportCopy: UploadedFile
  photograph: UploadedFile
  additionalDocs: readonly UploadedFile[]
}

type FileCheck = { ok: true; attachment: MailAttachment } | { ok: false; message: string }

type UploadMessages = UploadWords['messages']

const problemMessages: Record<DecodeProblem, (messages: UploadMessages, field: UploadField, name: string) => string> = {
  notReal: (messages, field, name) => messages.contentMismatch(field, name),
  damaged: (messages, _field, name) => messages.damaged(name),
  imageTooLarge: (messages, _field, name) => messages.imageTooLarge(name),
  passwordProtected: (messages, _field, name) => messages.passwordProtected(name),
  pdfTooLarge: (messages, field, name) => messages.pdfTooLarge(field, name),
}

async function checkFile(field: UploadField, file: UploadedFile, prefix: string, uploadMessages: UploadMessages): Promise<FileCheck> {
  const content = Buffer.from(file.data, 'base64')
  if (content.length !== file.size) return { ok: false, message: uploadMessages.corrupt(file.name) }
  const kind = detectKind(content)
  const accepted: readonly FileKind[] = UPLOAD_FIELDS[field].kinds
  if (!kind || !accepted.includes(kind) || kindFromName(file.name) !== kind) {
    return { ok: false, message: uploadMessages.contentMismatch(field, file.name) }
  }
  const problem = await decodeProblem(content, kind)
  if (problem) return { ok: false, message: problemMessages[problem](uploadMessages, field, file.name) }
  return {
    ok: true,
    attachment: { filename: safeFileName(file.name, kind, prefix), content, contentType: FILE_KINDS[kind].mimeType },
  }
}

/**
 * Checks every file by its content, one after the other (at most 4 MB in all, decoded one at a
 * time to keep the function's memory low); the first refused one is reported with its field.
 */
export async function checkUploads(uploads: ApplicationUploads, locale: Locale): Promise<FilesCheck> {
  const uploadMessages = uploadWordsIn(locale).messages
  const files: Array<[UploadField, UploadedFile, string]> = [
    ['passportCopy', uploads.passportCopy, 'passport-copy'],
    ['photograph', uploads.photograph, 'photograph'],
    ...uploads.additionalDocs.map((doc, i): [UploadField, UploadedFile, string] => ['additionalDocs', doc, `additional-${i + 1}`]),
  ]
  const attachments: MailAttachment[] = []
  for (const [field, file, prefix] of files) {
    const checked = await checkFile(field, file, prefix, uploadMessages)
    if (!checked.ok) return { ok: false, field, message: checked.message }
    attachments.push(checked.attachment)
  }
  return { ok: true, attachments }
}
