import type { NotFoundData } from './+data'
import { words } from '../../content/words'

/** The helpful 404 page (prerendered to 404.html, served with status 404). */
export default function Page({ data: { notFound } }: { data: NotFoundData }) {
  return (
    <section className="not-found">
      <div className="container narrow">
        <p className="eyebrow">{words.errors.code404}</p>
        <h1>{notFound.heading}</h1>
        <p>{notFound.text}</p>
        <ul className="not-found__links">
          {notFound.links.map((link) => (
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
