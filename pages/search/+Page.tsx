import { pageHref } from '../../content/server/routes/href'
import { useLocalHref } from '../../content/react/local-href-context'
import type { SearchPageData } from './+data'
import './search.css'

/**
 * The site search declared in the structured data (/search/?q=). renderer/shell/search.ts finds
 * pages with Pagefind (the index `npm run build` makes from every page's main text) as the
 * visitor types; without JavaScript the form still works and the page offers links instead.
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
        {/* The hint is in the page but hidden until the script shows it (without the script, typing
            shows nothing and the note below speaks), so showing it moves nothing on the page. */}
        <p className="search-page__status" role="status" aria-live="polite" data-search-status data-pending="">
          {text.hint}
        </p>
        <ol className="search-results" data-search-results />
        <noscript>
          <p>{text.noScript}</p>
          <h2 className="search-page__browse-heading">{text.browseHeading}</h2>
          <ul className="search-page__browse">
            {text.browse.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </noscript>
      </div>
    </section>
  )
}
