// docs/specification/part-1.md's one rule (section 4) for the colour of a form's outcome, with no imports, so the
// shell script's newsletter box can use it without carrying the forms' texts.

/** The word by which a reply is recognised as success (green), anything else is red. */
export const SUCCESS_MARKER = 'successfully'

/** True when a reply text should be shown as success (docs/specification/part-1.md, section 4). */
export function isSuccessText(text: string): boolean {
  return text.includes(SUCCESS_MARKER)
}
