import type { CookieBannerText } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'

/**
 * Hidden until renderer/shell/cookie-banner.ts shows it (2 s after load, only when no consent is
 * stored). Accept and reject are the same size and weight, as UK guidance expects. The page carries
 * its heading, its link and its parts (so the first screen's CSS styles it); the script writes the rest of its
 * words, fetched only for a visitor who has not chosen yet (content/generate/script-words.ts).
 */
export function CookieBanner({ text }: { text: Pick<CookieBannerText, 'heading' | 'policyLabel' | 'policyHref'> }) {
  return (
    <section className="cookie-banner" data-cookie-banner hidden aria-labelledby="cookie-banner-heading">
      <div className="cookie-banner__body">
        <h2 id="cookie-banner-heading" className="cookie-banner__heading">
          {text.heading}
        </h2>
        <p>
          {' '}
          <a href={text.policyHref}>{text.policyLabel}</a>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--primary" data-consent="all" />
        <button type="button" className="button button--primary" data-consent="essential" />
      </div>
      <button type="button" className="cookie-banner__close" data-consent-close>
        <Icon name="close" />
      </button>
    </section>
  )
}
