import type { Navigation } from '../../schemas/types.generated'
import { useWords } from '../../content/react/use-words'
import { SignupForm } from './SignupForm'

/** The footer's newsletter sign-up (a plain form: every page keeps React out). */
export function NewsletterForm({ newsletter }: { newsletter: Navigation['footer']['newsletter'] }) {
  const t = useWords()
  return (
    <div className="site-footer__column site-footer__newsletter">
      <h2 className="site-footer__heading" id="newsletter-heading">
        {newsletter.heading}
      </h2>
      <p>{newsletter.text}</p>
      <SignupForm
        id="newsletter"
        source="footer"
        labelledBy="newsletter-heading"
        label={t('contact.emailAddress')}
        placeholder={newsletter.placeholder}
        button={newsletter.button}
        submittingLabel={t('forms.subscribing')}
      />
    </div>
  )
}
