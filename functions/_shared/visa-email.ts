// What the three visa application e-mails share: the applicant's rows (Saudi and Schengen), the
// list of attached files, Yes/No for ticked boxes, and the envelope (Reply-To the applicant).
import { formatDate } from '../../forms/_shared/fields'
import { FILE_KINDS, formatBytes } from '../../forms/_shared/uploads'
import { visaApplicationLabels as labels, type SaudiVisaApplicationBody } from '../../forms/visa-application'
import type { FormEmail } from './create-form-handler'
import type { EmailRow } from './email-body'
import type { MailAttachment } from './mail'

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No')

const kindLabel = (contentType: string): string => Object.values(FILE_KINDS).find((kind) => kind.mimeType === contentType)?.label ?? contentType

/** One line per attached file: "passport-copy-scan.pdf (PDF, 19 KB)". */
export function attachedFilesRow(attachments: readonly MailAttachment[]): EmailRow {
  return {
    label: 'Attached files',
    value: attachments.map((file) => `${file.filename} (${kindLabel(file.contentType)}, ${formatBytes(file.content.length)})`).join('\n'),
  }
}

/** Fields the agency reads as dates ('23 April 1985') rather than as sent ('1985-04-23'). */
const DATE_FIELDS: ReadonlySet<string> = new Set(['dateOfBirth', 'passportExpiry', 'travelDate', 'returnDate'])

function display(key: string, value: unknown): EmailRow['value'] {
  if (typeof value === 'boolean') return yesNo(value)
  if (typeof value === 'string' && DATE_FIELDS.has(key)) return formatDate(value)
  return value === undefined || value === null ? undefined : String(value)
}

/** Labels the form words for the applicant ("Relationship to you") and the agency reads differently. */
export const AGENCY_LABELS: Readonly<Record<string, string>> = {
  emergencyRelation: 'Emergency contact’s relationship',
  previousVisit: 'Visited this country before',
  criminalRecord: 'Declares a criminal record',
}

/** One row per field, in the order given, labelled for the agency: dates written out, ticks as Yes/No. */
export function fieldRows<Data extends object, Key extends keyof Data & string>(
  data: Data,
  labels: Readonly<Record<Key, string>>,
  keys: readonly Key[],
): EmailRow[] {
  return keys.map((key) => ({ label: AGENCY_LABELS[key] ?? labels[key], value: display(key, data[key]) }))
}

/** Every field of a Saudi or Schengen application after the visa or country, in the form's order. */
export function visaApplicantRows(data: Omit<SaudiVisaApplicationBody, 'visaType'>): EmailRow[] {
  return fieldRows(data, labels, [
    'firstName',
    'lastName',
    'email',
    'phone',
    'dateOfBirth',
    'nationality',
    'passportNumber',
    'passportExpiry',
    'travelDate',
    'returnDate',
    'purposeOfVisit',
    'duration',
    'address',
    'city',
    'postcode',
    'country',
    'emergencyName',
    'emergencyPhone',
    'emergencyRelation',
    'previousVisit',
    'criminalRecord',
    'medicalConditions',
    'specialRequests',
  ])
}

interface ApplicationEmail {
  applicant: { firstName: string; lastName: string; email: string }
  /** What was applied for, e.g. 'Saudi Umrah Visa application' or 'Schengen visa application – Germany'. */
  applyingFor: string
  /** Which form on the website sent it, for the footer. */
  formTitle: string
  rows: readonly EmailRow[]
  attachments: readonly MailAttachment[]
}

/** The e-mail to the visa team: subject naming the application and applicant, Reply-To them. */
export function applicationEmail({ applicant, applyingFor, formTitle, rows, attachments }: ApplicationEmail): FormEmail {
  const name = `${applicant.firstName} ${applicant.lastName}`
  return {
    subject: `${applyingFor}: ${name}`,
    replyTo: { name, email: applicant.email },
    heading: `New ${applyingFor}`,
    rows: [...rows, attachedFilesRow(attachments)],
    footer: `Sent from the ${formTitle} on the website, with the applicant’s documents attached. Reply to this e-mail to answer the applicant.`,
  }
}
