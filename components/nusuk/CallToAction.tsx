import type { Link } from '../../schemas/types.generated'
import { ButtonLink } from '../ui/ButtonLink'

/** The closing banner of a page: a heading, a sentence and two buttons. */
export function CallToAction({ heading, text, primary, secondary }: { heading: string; text: string; primary: Link; secondary: Link }) {
  return (
    <section className="nusuk-cta" aria-labelledby="nusuk-cta-heading">
      <div className="container nusuk-cta__inner">
        <div>
          <h2 id="nusuk-cta-heading" className="nusuk-cta__title">
            {heading}
          </h2>
          <p>{text}</p>
        </div>
        <div className="nusuk-cta__actions">
          <ButtonLink link={primary} className="button--primary button--large" />
          <ButtonLink link={secondary} className="button--outline button--large" />
        </div>
      </div>
    </section>
  )
}
