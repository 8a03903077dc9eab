import { isSuccessText } from '../../forms/_shared/messages'

/**
 * The form's outcome, green or red by the specification's one rule (forms/_shared/messages.ts
 * isSuccessText: a text that says "successfully" is a success), the same rule the tests check.
 */
export function FormMessage({ message }: { message: string }) {
  const success = isSuccessText(message)
  return (
    <p
      className={message ? `form-message ${success ? 'form-message--success' : 'form-message--error'}` : 'form-message'}
      role="status"
      aria-live="polite"
      hidden={!message}
    >
      {message}
    </p>
  )
}
