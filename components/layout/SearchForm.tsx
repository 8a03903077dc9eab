import type { SearchText } from '../../schemas/types.generated'
import { pageHref } from '../../content/server/routes/href'
import { useLocalHref } from '../../content/react/local-href-context'
import { Icon } from '../../islands/ui/Icon'

/**
 * A plain GET form to /search/?q=, the address the structured data's SearchAction declares: it
 * works without JavaScript. `id` keeps the label of each copy (header, phone menu) its own. On a
 * page in another language it searches that language's pages (/bn/search/: Pagefind keeps an
 * index per language) once the search page exists in it.
 */
export function SearchForm({ text, id, className }: { text: SearchText['box']; id: string; className: string }) {
  return (
    <form className={className} action={useLocalHref()(pageHref('/search'))} method="get" role="search" aria-label={text.label}>
      <label className="visually-hidden" htmlFor={id}>
        {text.label}
      </label>
      <input id={id} type="search" name="q" autoComplete="off" placeholder={text.placeholder} />
      <button type="submit" className="search-box__button">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{text.button}</span>
      </button>
    </form>
  )
}
