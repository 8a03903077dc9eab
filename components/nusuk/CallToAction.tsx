import type { Link } from '../../schemas/types.generated'

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
          <a className="button button--primary button--large" href={primary.href}>
            {primary.label}
          </a>
          <a className="button button--outline button--large" href={secondary.href}>
            {secondary.label}
          </a>
        </div>
      </div>
    </section>
  )
}
