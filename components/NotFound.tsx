import type { Link } from '../schemas/types.generated'
import { useWords } from '../content/react/use-words'
import { ButtonLink } from './ui/ButtonLink'

/**
 * The 'not found' page (served with status 404): what happened and buttons to pages that help, the
 * first in the primary style when there is one. Both pages/_error and pages/_package-not-found show it.
 */
export function NotFound({ heading, text, primaryLink, links }: { heading: string; text: string; primaryLink?: Link; links: readonly Link[] }) {
  const t = useWords()
  return (
    <section className="not-found">
      <div className="container narrow">
        <p className="eyebrow">{t('errors.code404')}</p>
        <h1>{heading}</h1>
        <p>{text}</p>
        <ul className="not-found__links">
          {primaryLink && (
            <li>
              <ButtonLink link={primaryLink} className="button--primary" />
            </li>
          )}
          {links.map((link) => (
            <li key={link.href}>
              <ButtonLink link={link} className="button--outline" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
