import { pageHref } from '../../content/server/routes/href'
import { useLocalHref } from '../../content/react/local-href-context'
import type { SearchPageData } from './+data'
import './search.css'

/**
 * The site search declared in the structured data (/search/?q=). renderer/shell/search.ts finds
 * pages with Pagefind (the index `npm run build` makes from every page's main text) as the
 * visitor types; the popular pages are offered below, and without JavaScript a note says why no
 * results come.
 */
export default function Page({ data }: { data: SearchPageData }) {
  const { text } = data
  return (
    <section className="section search-page" aria-labelledby="search-heading">
      <div
        className="container narrow"
        data-site-search
        data-searching={text.searching}
        data-found-one={text.foundOne}
        data-found={text.found}
        data-none={text.none}
        data-unavailable={text.unavailable}
        data-hint={text.hint}
        data-spellings={data.spellings.length > 0 ? JSON.stringify(data.spellings) : undefined}
      >
        <h1 id="search-heading">{text.heading}</h1>
        <form className="search-form" action={useLocalHref()(pageHref('/search'))} method="get" role="search" aria-labelledby="search-heading">
          <label htmlFor="search-q">{text.label}</label>
          <div className="search-form__row">
            <input id="search-q" type="search" name="q" autoComplete="off" />
            <button className="button button--primary" type="submit">
              {text.button}
            </button>
          </div>
        </form>
        {/* The hint shows from the first paint, where the script's answers will come (not without
            scripts: search.css); without the script the note below speaks. */}
        <p className="search-page__status" role="status" aria-live="polite" data-search-status>
          {text.hint}
        </p>
        <ol className="search-results" data-search-results />
        <noscript>
          <p>{text.noScript}</p>
        </noscript>
        <h2 className="search-page__browse-heading">{text.browseHeading}</h2>
        <ul className="search-page__browse">
          {text.browse.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
