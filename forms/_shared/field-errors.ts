// Turning zod issues into what a visitor reads: one message per field, and one sentence that
// names the fields at fault. Used by the islands (inline messages) and the functions (the 400
// reply), so both say the same thing. Browser-safe: zod types only.
import './no-eval'
import type { z } from 'zod'
import { fill, sharedTexts } from './messages'
import { resolveMessage, type Locale } from './form-words'

/** Field name → the first message for that field. Issues without a field go under `_form`. */
type FieldErrors = Record<string, string>

export const FORM_LEVEL_KEY = '_form'

/** The first message of each top-level field, in the order zod reported them, in the locale's words. */
export function toFieldErrors(error: Pick<z.ZodError, 'issues'>, locale: Locale): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : FORM_LEVEL_KEY
    if (!(key in fields)) fields[key] = resolveMessage(issue.message, locale)
  }
  return fields
}

/**
 * One readable sentence, e.g.
 * "Please check these fields: Email – Please enter a valid e-mail address." (data/forms.yaml
 * `shared.checkFields`)
 * Several fields are joined with "; ". Labels come from the form module; a field without a
 * label is named by its key.
 */
export function describeFieldErrors(fields: FieldErrors, labels: Readonly<Record<string, string>>, locale: Locale): string {
  const parts = Object.entries(fields).map(([key, message]) => {
    // The sentence's own end goes (a full stop, or a Bengali dari): the list ends once ("।।" otherwise).
    const clause = message.replace(/[.!?।\s]+$/, '')
    return key === FORM_LEVEL_KEY ? clause : `${labels[key] ?? key} – ${clause}`
  })
  return fill(sharedTexts(locale).messages.checkFields, { fields: parts.join('; ') })
}
