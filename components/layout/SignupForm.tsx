import { useWords } from '../../content/react/use-words'
import { newsletterEndpoint } from '../../forms/newsletter'

/**
 * The e-mail sign-up form sent to send-newsletter-signup by renderer/shell/newsletter.ts: a plain
 * HTML form (no React), with a honeypot `website` field hidden from people. Its messages come
 * with that script, in the page's language. Used by the footer
 * newsletter and the /coming-soon notify-me form; `source` tells the agency which one it was.
 */
export function SignupForm({
  id,
  source,
  labelledBy,
  className = 'newsletter',
  label,
  placeholder,
  button,
  submittingLabel,
  thankYouText,
  browserValidation = false,
}: {
  id: string
  source: string
  labelledBy: string
  className?: string
  label: string
  placeholder: string
  button: string
  submittingLabel: string
  thankYouText?: string
  /** Let the browser's own required-field message stop an empty submit. */
  browserValidation?: boolean
}) {
  const t = useWords()
  return (
    <form
      className={className}
      data-newsletter
      data-source={source}
      data-thank-you-text={thankYouText}
      data-submitting-label={submittingLabel}
      action={newsletterEndpoint.path}
      method="post"
      aria-labelledby={labelledBy}
      noValidate={!browserValidation}
    >
      <label className="visually-hidden" htmlFor={`${id}-email`}>
        {label}
      </label>
      <div className="newsletter__row">
        <input id={`${id}-email`} type="email" name="email" required autoComplete="email" placeholder={placeholder} />
        <button type="submit" className="button button--gold" data-idle-label={button}>
          {button}
        </button>
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('forms.honeypot')}</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="form-message" role="status" aria-live="polite" data-form-message hidden />
    </form>
  )
}
