import { NETWORK_ERROR } from '../../forms/_shared/messages'
import { NEWSLETTER_FAILURE_TEXT, newsletterLabels } from '../../forms/newsletter'
import type { ComingSoonPage } from '../../schemas/types.generated'

/**
 * The notify-me form: the footer newsletter's plain form and script (renderer/shell/newsletter.ts)
 * with source "coming-soon" and this page's thank-you text. The browser's own required-field
 * message stops an empty submit, so nothing is sent and no error is shown.
 */
export function NotifyForm({ text }: { text: ComingSoonPage['notify'] }) {
  return (
    <section className="coming-notify" aria-labelledby="coming-notify-heading">
      <h2 id="coming-notify-heading" className="section__title">
        {text.heading}
      </h2>
      <p>{text.text}</p>
      <form
        className="newsletter coming-notify__form"
        data-newsletter
        data-source="coming-soon"
        data-thank-you-text={text.thankYou}
        data-failure-text={NEWSLETTER_FAILURE_TEXT}
        data-network-error-text={NETWORK_ERROR}
        data-submitting-label={text.submittingLabel}
        action="/.netlify/functions/send-newsletter-signup"
        method="post"
        aria-labelledby="coming-notify-heading"
      >
        <label className="visually-hidden" htmlFor="notify-email">
          {text.label}
        </label>
        <div className="newsletter__row">
          <input id="notify-email" type="email" name="email" required autoComplete="email" placeholder={text.placeholder} />
          <button type="submit" className="button button--gold" data-idle-label={text.button}>
            {text.button}
          </button>
        </div>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="notify-website">{newsletterLabels.website}</label>
          <input id="notify-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="form-message" role="status" aria-live="polite" data-form-message hidden />
      </form>
    </section>
  )
}
