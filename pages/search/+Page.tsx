import { pageHref } from '../../scripts/content/href'
import './search.css'

/**
 * The site search declared in the structured data (/search/?q=). The results are found in the
 * browser by renderer/shell/search.ts from /search-index.json, which the build makes from every
 * prerendered page; without JavaScript the form still shows the visitor where to go.
 */
export default function Page() {
  return (
    <section className="section search-page" data-site-search>
      <div className="container narrow">
        <h1>Search</h1>
        <form className="search-form" action={pageHref('/search')} method="get" role="search">
          <label htmlFor="search-q">Search packages, visas and guides</label>
          <div className="search-form__row">
            <input id="search-q" type="search" name="q" autoComplete="off" />
            <button className="button button--primary" type="submit">
              Search
            </button>
          </div>
        </form>
        <p className="search-page__status" role="status" aria-live="polite" data-search-status>
          Type a word such as “Umrah”, “visa” or “Hajj 2026”.
        </p>
        <ol className="search-results" data-search-results />
        <noscript>
          <p>Search needs JavaScript. You can also browse from the menu, or call us and we will help.</p>
        </noscript>
      </div>
    </section>
  )
}
