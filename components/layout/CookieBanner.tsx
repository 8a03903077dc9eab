import type { CookieBannerText } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'

/**
 * Hidden until renderer/shell/cookie-banner.ts shows it (2 s after load, only when no consent is
 * stored). Accept and reject are the same size and weight, as UK guidance expects.
 */
export function CookieBanner({ text }: { text: CookieBannerText }) {
  return (
    <section className="cookie-banner" data-cookie-banner hidden aria-labelledby="cookie-banner-heading">
      <div className="cookie-banner__body">
        <h2 id="cookie-banner-heading" className="cookie-banner__heading">
          {text.heading}
        </h2>
        <p>
          {text.text} <a href={text.policyHref}>{text.policyLabel}</a>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--primary" data-consent="all">
          {text.acceptAll}
        </button>
        <button type="button" className="button button--primary" data-consent="essential">
          {text.essentialOnly}
        </button>
      </div>
      <button type="button" className="cookie-banner__close" data-consent-close aria-label={text.closeLabel}>
        <Icon name="close" />
      </button>
    </section>
  )
}
