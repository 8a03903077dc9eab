// The id of one filled-in form, sent with it so the server can tell a replay (a double click,
// Send pressed again after a time-out) from a new enquiry. Browser-safe, no imports.

/** A random UUID; where randomUUID is missing (a page served over plain http), 128 random bits. */
export function newFormId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
