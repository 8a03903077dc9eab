/** The form's outcome: green when the text says "successfully", red otherwise. */
export function FormMessage({ message }: { message: string }) {
  const success = message.includes('successfully')
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
