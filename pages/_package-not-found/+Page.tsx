import type { PackageNotFoundData } from './+data'
import { words } from '../../content/words'

/** 'Package Not Found' with Return to Home, for Umrah and Hajj package addresses that do not exist. */
export default function Page({ data: { content } }: { data: PackageNotFoundData }) {
  return (
    <section className="not-found">
      <div className="container narrow">
        <p className="eyebrow">{words.errors.code404}</p>
        <h1>{content.heading}</h1>
        <p>{content.text}</p>
        <ul className="not-found__links">
          <li>
            <a className="button button--primary" href={content.homeLink.href}>
              {content.homeLink.label}
            </a>
          </li>
          {content.links.map((link) => (
            <li key={link.href}>
              <a className="button button--outline" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
