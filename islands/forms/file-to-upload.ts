import type { UploadedFile } from '../../forms/_shared/uploads'

/** Bytes per String.fromCharCode call: spreading megabytes at once overflows the call stack. */
const CHUNK = 0x8000

/** Base64 of bytes, without a data: prefix, built chunk by chunk. */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK))
  }
  return btoa(binary)
}

/** A chosen file as it travels in the JSON body (forms/_shared/uploads.ts uploadedFileSchema). */
export async function fileToUpload(file: File): Promise<UploadedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  return { name: file.name, type: file.type, size: bytes.length, data: toBase64(bytes) }
}
