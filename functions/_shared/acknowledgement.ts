// The short acknowledgement a visitor receives once the agency has their enquiry: the reference,
// a few lines of what they chose (no uploaded files), the reply promise and the phone number. Its
// words are data/forms.yaml's `enquiries.confirmation`. It goes to whatever address was typed, so
// it repeats nothing the visitor wrote (not their name, not their message): only our fixed words,
// the reference and values chosen from the form's own lists, or the form would relay a stranger's
// text ("WIN 1000 GBP now at …") to any inbox under our name.
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'
import { fill } from '../../forms/_shared/messages'
import { DEFAULT_LOCALE, textsIn, type Locale } from '../../forms/_shared/form-words'
import { LANGUAGE_TAGS } from '../../forms/_shared/form-words'
// The acknowledgement is written in the language the visitor wrote in, later, by the delivery job.
import '../../forms/_shared/all-form-words.generated'
import type { EmailRow } from './email-body'
import { escapeHtml } from './escape'

/** At most this many lines of what the visitor asked, each at most this long. */
export const SUMMARY_ROWS = 6
const SUMMARY_VALUE_LENGTH = 80

/**
 * The lines of the agency's e-mail worth repeating to the visitor: values chosen from the form's
 * own lists, short and on one line (and so kept with the enquiry: nothing else is ever kept for it).
 */
export function summaryRows(rows: readonly EmailRow[]): EmailRow[] {
  return rows
    .filter(
      (row) => row.chosen === true && row.value !== null && row.value !== undefined && String(row.value).trim() !== '' && !/[\r\n]/.test(String(row.value)),
    )
    .map((row) => ({ label: row.label, value: String(row.value).trim(), chosen: true }))
    .filter((row) => String(row.value).length <= SUMMARY_VALUE_LENGTH)
    .slice(0, SUMMARY_ROWS)
}

interface AcknowledgementInput {
  form: string
  reference: string
  /** The agency's heading ("New website enquiry: …"), kept with the enquiry but not shown to the visitor. */
  heading: string
  rows: readonly EmailRow[]
  /** The visitor's language (English by default). */
  locale?: Locale
}

export function renderAcknowledgement({ reference, rows: kept, locale = DEFAULT_LOCALE }: AcknowledgementInput): {
  subject: string
  html: string
  text: string
} {
  const words = textsIn('enquiry', ENQUIRY_TEXT, locale).confirmation
  // Again here: an enquiry kept before the rule holds rows the visitor wrote.
  const rows = summaryRows(kept)
  const subject = fill(words.subject, { reference })
  const paragraphs = [words.greeting, words.intro]
  const closing = [words.replyPromise, words.urgent, words.signOff]
  const referenceLine = `${words.referenceLabel}: ${reference}`
  const summary = rows.length > 0

  const text = [
    ...paragraphs,
    '',
    referenceLine,
    '',
    ...(summary ? [`${words.summaryHeading}:`, ...rows.map((row) => `  ${row.label}: ${String(row.value)}`), ''] : []),
    ...closing,
    '',
    words.notice,
  ].join('\n')

  const p = (line: string) => `<p>${escapeHtml(line)}</p>`
  const html = [
    '<!doctype html>',
    `<html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937;line-height:1.5">',
    ...paragraphs.map(p),
    `<p style="font-size:18px"><strong>${escapeHtml(words.referenceLabel)}: ${escapeHtml(reference)}</strong></p>`,
    ...(summary
      ? [
          `<p><strong>${escapeHtml(words.summaryHeading)}:</strong></p>`,
          '<table role="presentation" cellspacing="0" cellpadding="0">',
          ...rows.map(
            (row) =>
              `<tr><th align="left" style="padding:2px 12px 2px 0;font-weight:normal;color:#6b7280">${escapeHtml(row.label)}</th><td>${escapeHtml(String(row.value))}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...closing.map(p),
    `<p style="color:#6b7280;font-size:12px">${escapeHtml(words.notice)}</p>`,
    '</body></html>',
  ].join('\n')
  return { subject, html, text: text + '\n' }
}
