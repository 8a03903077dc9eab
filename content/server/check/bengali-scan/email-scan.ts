// The e-mail a Bengali visitor receives (the acknowledgement of an enquiry, the one e-mail the site
// sends a visitor), rendered as the delivery job renders it in Bengali: its subject and its text,
// with a fresh reference. The lines it repeats of the visitor's choices are the forms' labels and
// option labels, which the words scan reads (words-scan.ts). The agency's own copy stays English.
import { renderAcknowledgement } from '../../../../functions/_shared/acknowledgement'
import { newReference } from '../../../../functions/_shared/reference'
import type { Spelling } from '../../../browser/spelling'
import { findingsIn, type Finding } from './findings'

/** Where the findings of the e-mail point: its words are data/bn/forms.yaml's `enquiries.confirmation`. */
const WHERE = 'the acknowledgement e-mail (data/bn/forms.yaml, enquiries.confirmation)'

export function scanEmails(spellings: readonly Spelling[]): Finding[] {
  const { subject, text } = renderAcknowledgement({ form: 'contact', reference: newReference(), heading: '', rows: [], locale: 'bn' })
  return [...findingsIn(subject, WHERE, spellings), ...findingsIn(text, WHERE, spellings)]
}
