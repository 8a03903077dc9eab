import { REFERENCE_LINE } from '../../forms/_shared/enquiry-text.generated'
import { fillIn, isSuccessText } from '../../forms/_shared/messages'

/**
 * The form's outcome, green or red by the specification's one rule (forms/_shared/messages.ts
 * isSuccessText: a text that says "successfully" is a success), the same rule the tests check;
 * after a success, the enquiry's reference on its own line, for the visitor to quote.
 */
export function FormMessage({ message, reference }: { message: string; reference?: string }) {
  const success = isSuccessText(message)
  return (
    <p
      className={message ? `form-message ${success ? 'form-message--success' : 'form-message--error'}` : 'form-message'}
      role="status"
      aria-live="polite"
      hidden={!message}
    >
      {message}
      {success && reference ? (
        <>
          <br />
          <strong className="form-message__reference">{fillIn(REFERENCE_LINE, { reference })}</strong>
        </>
      ) : null}
    </p>
  )
}
