import { NETWORK_ERROR } from '../../forms/_shared/messages'
import { NEWSLETTER_FAILURE_TEXT, newsletterMessages } from '../../forms/newsletter'
import type { Navigation } from '../../schemas/types.generated'
import { words } from '../../content/words'

/**
 * A plain HTML form so every page keeps React out; renderer/shell/newsletter.ts sends it as JSON
 * to send-newsletter-signup with the same states as the other forms. `website` is a honeypot:
 * hidden from people, filled in by bots.
 */
export function NewsletterForm({ newsletter }: { newsletter: Navigation['footer']['newsletter'] }) {
  return (
    <div className="site-footer__column site-footer__newsletter">
      <h2 className="site-footer__heading" id="newsletter-heading">
        {newsletter.heading}
      </h2>
      <p>{newsletter.text}</p>
      <form
        className="newsletter"
        data-newsletter
        data-source="footer"
        data-failure-text={NEWSLETTER_FAILURE_TEXT}
        data-network-error-text={NETWORK_ERROR}
        data-empty-text={newsletterMessages.email}
        data-invalid-text={newsletterMessages.emailInvalid}
        data-submitting-label="Subscribing..."
        action="/.netlify/functions/send-newsletter-signup"
        method="post"
        aria-labelledby="newsletter-heading"
        noValidate
      >
        <label className="visually-hidden" htmlFor="newsletter-email">
          {words.contact.emailAddress}
        </label>
        <div className="newsletter__row">
          <input id="newsletter-email" type="email" name="email" required autoComplete="email" placeholder={newsletter.placeholder} />
          <button type="submit" className="button button--gold" data-idle-label={newsletter.button}>
            {newsletter.button}
          </button>
        </div>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="newsletter-website">{words.forms.honeypot}</label>
          <input id="newsletter-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="form-message" role="status" aria-live="polite" data-form-message hidden />
      </form>
    </div>
  )
}
