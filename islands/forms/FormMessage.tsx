import { sharedTexts } from '../../forms/_shared/messages'
import { useLocale } from '../../content/react/use-words'

/**
 * The form's outcome, green when the reply was ok and red otherwise (docs/specification/part-1.md's rule, section 4: in
 * English every success text also says "successfully", which the tests check); after a success,
 * the enquiry's reference on its own line, for the visitor to quote.
 */
export function FormMessage({ message, reference, ok }: { message: string; reference?: string; ok: boolean }) {
  const success = ok
  const { referenceLine } = sharedTexts(useLocale())
  const [referenceBefore, referenceAfter = ''] = referenceLine.split('{reference}')
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
          <strong className="form-message__reference">
            {/* The reference in one piece: a line never breaks at its hyphens ("AN-" / "82SX-XJ"). */}
            {referenceBefore}
            <span className="form-message__code">{reference}</span>
            {referenceAfter}
          </strong>
        </>
      ) : null}
    </p>
  )
}
