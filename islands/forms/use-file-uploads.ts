import { useState } from 'react'
import {
  MAX_ADDITIONAL_DOCS,
  MAX_FILES_TOTAL_BYTES,
  MAX_REQUEST_BYTES,
  UPLOAD_FIELDS,
  chosenFileProblem,
  totalBytes,
  uploadWordsIn,
  type UploadField,
} from '../../forms/_shared/uploads'
import { useLocale } from '../../content/react/use-words'
import { fileToUpload } from './file-to-upload'
import type { PreparedBody } from './use-enquiry-form'

/** The files chosen per upload field; a single-file field holds at most one. */
type ChosenFiles = Record<UploadField, File[]>

const NO_FILES: ChosenFiles = { passportCopy: [], photograph: [], additionalDocs: [] }
const REQUIRED: readonly UploadField[] = ['passportCopy', 'photograph']

/**
 * The application's documents: checked by name and size as they are chosen (the server checks
 * their content), the total held against the 4 MB limit, read as base64 only when sending.
 */
export function useFileUploads() {
  const uploadMessages = uploadWordsIn(useLocale()).messages
  const [files, setFiles] = useState<ChosenFiles>(NO_FILES)
  const [errors, setErrors] = useState<Partial<Record<UploadField, string>>>({})
  const total = totalBytes([...files.passportCopy, ...files.photograph, ...files.additionalDocs])
  const totalProblem = total > MAX_FILES_TOTAL_BYTES ? uploadMessages.tooLarge(total) : undefined

  const choose = (field: UploadField, chosen: readonly File[]) => {
    const problems = chosen.map((file) => chosenFileProblem(field, file, uploadMessages)).filter((problem) => problem !== undefined)
    const accepted = chosen.filter((file) => chosenFileProblem(field, file, uploadMessages) === undefined)
    let next = accepted.length > 0 ? accepted.slice(0, 1) : files[field]
    let problem = problems[0]
    if (UPLOAD_FIELDS[field].multiple) {
      // More documents add to those chosen before (a second visit to the picker), up to the limit.
      const room = Math.max(0, MAX_ADDITIONAL_DOCS - files[field].length)
      if (accepted.length > room) problem ??= uploadMessages.tooMany
      next = [...files[field], ...accepted.slice(0, room)]
    }
    setFiles((current) => ({ ...current, [field]: next }))
    setErrors((current) => ({ ...current, [field]: problem }))
  }

  const remove = (field: UploadField, index: number) => {
    setFiles((current) => ({ ...current, [field]: current[field].filter((_, i) => i !== index) }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  /** Before sending: the required files are there and all fit; returns the first field at fault. */
  const check = (): UploadField | undefined => {
    const missing = REQUIRED.filter((field) => files[field].length === 0)
    setErrors((current) => ({ ...current, ...Object.fromEntries(missing.map((field) => [field, uploadMessages.required(field)])) }))
    return missing[0] ?? (totalProblem ? 'additionalDocs' : undefined)
  }

  /** The files for the request body, refused when the whole request would pass Netlify's limit. */
  const read = async (body: Record<string, unknown>): Promise<PreparedBody> => {
    const upload = async (file: File) => fileToUpload(file).catch(() => Promise.reject(uploadMessages.corrupt(file.name)))
    try {
      const fields = {
        passportCopy: await upload(files.passportCopy[0]!),
        photograph: await upload(files.photograph[0]!),
        additionalDocs: await Promise.all(files.additionalDocs.map(upload)),
      }
      const requestBytes = new Blob([JSON.stringify({ ...body, ...fields })]).size
      return requestBytes > MAX_REQUEST_BYTES ? { refused: uploadMessages.tooLarge(total) } : { fields }
    } catch (problem) {
      return { refused: String(problem) }
    }
  }

  const reset = () => {
    setFiles(NO_FILES)
    setErrors({})
  }

  return { files, errors, total, totalProblem, choose, remove, check, read, reset }
}

export type FileUploads = ReturnType<typeof useFileUploads>
