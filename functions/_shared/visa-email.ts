// What the three visa application e-mails share: the labels the agency reads, the list of attached
// files after the rows (which follow from each form's definition in forms/) and the envelope
// (Reply-To the applicant).
import { FILE_KINDS, formatBytes } from '../../forms/_shared/uploads'
import type { FormEmail } from './create-form-handler'
import type { EmailRow } from './email-body'
import type { MailAttachment } from './mail'

const kindLabel = (contentType: string): string => Object.values(FILE_KINDS).find((kind) => kind.mimeType === contentType)?.label ?? contentType

/** One line per attached file: "passport-copy-scan.pdf (PDF, 19 KB)". */
export function attachedFilesRow(attachments: readonly MailAttachment[]): EmailRow {
  return {
    label: 'Attached files',
    value: attachments.map((file) => `${file.filename} (${kindLabel(file.contentType)}, ${formatBytes(file.content.length)})`).join('\n'),
  }
}

/** Labels the form words for the applicant ("Relationship to you") and the agency reads differently. */
export const AGENCY_LABELS: Readonly<Record<string, string>> = {
  emergencyRelation: 'Emergency contact’s relationship',
  previousVisit: 'Visited this country before',
  criminalRecord: 'Declares a criminal record',
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
