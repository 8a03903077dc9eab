// The body of every enquiry e-mail: a heading and label/value rows, as HTML (a simple table,
// every value escaped) and as plain text.
import { escapeHtml } from './escape'
import { ENQUIRY_TEXT } from '../../forms/_shared/enquiry-text.generated'

export interface EmailRow {
  label: string
  /** Empty or missing values are shown as NOT_GIVEN so every field appears in the e-mail. */
  value: string | number | boolean | null | undefined
  /** The value was chosen from the form's own lists (forms/_shared/define-form.ts): words of ours, never the visitor's. */
  chosen?: boolean
}

interface EmailBodyInput {
  heading: string
  /** A line under the heading, e.g. that the visitor wrote from the Bengali site. */
  note?: string
  rows: readonly EmailRow[]
  /** A closing line, e.g. which form on the website sent it. */
  footer?: string
}

/** The row of a field left empty (data/forms.yaml, enquiries.notGiven). */
export const NOT_GIVEN = ENQUIRY_TEXT.notGiven

function display(value: EmailRow['value']): string {
  if (value === null || value === undefined) return NOT_GIVEN
  const text = String(value).replace(/\r\n?/g, '\n').trim()
  return text === '' ? NOT_GIVEN : text
}

const escapeMultiline = (text: string): string => escapeHtml(text).replace(/\n/g, '<br>\n')

export function renderEmailBody({ heading, note, rows, footer }: EmailBodyInput): { html: string; text: string } {
  const htmlRows = rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(row.label)}</th>` +
        `<td valign="top" style="padding:6px 0">${escapeMultiline(display(row.value))}</td></tr>`,
    )
    .join('\n')
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>' + escapeHtml(heading) + '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    note ? `<p><strong>${escapeHtml(note)}</strong></p>` : '',
    '<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse">',
    htmlRows,
    '</table>',
    footer ? `<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>` : '',
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n')

  const textRows = rows.map((row) => {
    const value = display(row.value)
    return value.includes('\n') ? `${row.label}:\n${value}` : `${row.label}: ${value}`
  })
  const text = [heading, '', ...(note ? [note, ''] : []), ...textRows, ...(footer ? ['', footer] : [])].join('\n') + '\n'
  return { html, text }
}
