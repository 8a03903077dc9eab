// One list of the Enquiries page: the undelivered (with the mail server's last answer, what to do,
// and Send again) or the delivered. Only what says where an enquiry is: nothing the visitor typed,
// never a file.
import type { ListedEnquiry } from '../../forms/_shared/enquiries-view'
import type { Format } from '../../content/browser/format'
import { filled, type ViewWords } from './words'

interface Props {
  caption: string
  enquiries: readonly ListedEnquiry[]
  words: ViewWords
  format: Format
  /** Present for the undelivered list: the button's action. */
  onSendAgain?: (reference: string) => void
  busy: boolean
}

export function EnquiryTable({ caption, enquiries, words, format, onSendAgain, busy }: Props) {
  const { columns } = words
  return (
    <table className="enquiries-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.reference}</th>
          <th scope="col">{columns.form}</th>
          <th scope="col">{columns.received}</th>
          <th scope="col">{columns.attempts}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{onSendAgain ? columns.reason : columns.delivered}</th>
          {onSendAgain && <th scope="col">{columns.action}</th>}
        </tr>
      </thead>
      <tbody>
        {enquiries.map((enquiry) => (
          <tr key={enquiry.reference} data-status={enquiry.status}>
            <th scope="row">{enquiry.reference}</th>
            <td>{enquiry.form}</td>
            <td>{format.moment(enquiry.receivedAt)}</td>
            <td>{format.digits(enquiry.attempts)}</td>
            <td>{words.status[enquiry.status]}</td>
            <td>{onSendAgain ? reasonText(words, enquiry) : enquiry.deliveredAt && format.moment(enquiry.deliveredAt)}</td>
            {onSendAgain && (
              <td>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onSendAgain(enquiry.reference)}
                  aria-label={`${words.actions.sendAgain} ${enquiry.reference}`}
                >
                  {words.actions.sendAgain}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function reasonText(words: ViewWords, enquiry: ListedEnquiry): string {
  const reason = enquiry.reason ?? 'pending'
  return filled(words.reasons[reason], { error: enquiry.error ?? '' })
}
