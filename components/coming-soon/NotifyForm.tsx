import type { ComingSoonPage } from '../../schemas/types.generated'
import { SignupForm } from '../layout/SignupForm'

/**
 * The notify-me form: the footer newsletter's sign-up form with source "coming-soon" and this
 * page's thank-you text. The browser's own required-field
 * message stops an empty submit, so nothing is sent and no error is shown.
 */
export function NotifyForm({ text }: { text: ComingSoonPage['notify'] }) {
  return (
    <section className="coming-notify" aria-labelledby="coming-notify-heading">
      <h2 id="coming-notify-heading" className="section__title">
        {text.heading}
      </h2>
      <p>{text.text}</p>
      <SignupForm
        id="notify"
        source="coming-soon"
        labelledBy="coming-notify-heading"
        className="newsletter coming-notify__form"
        label={text.label}
        placeholder={text.placeholder}
        button={text.button}
        submittingLabel={text.submittingLabel}
        thankYouText={text.thankYou}
        browserValidation
      />
    </section>
  )
}
