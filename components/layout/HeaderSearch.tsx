import type { SearchText } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { SearchForm } from './SearchForm'

/** The computer header's search: a button that opens the box below it (<details>: no script needed). */
export function HeaderSearch({ text }: { text: SearchText['box'] }) {
  return (
    <details className="header-search" data-header-search>
      <summary className="header-search__toggle">
        <Icon name="search" />
        <span className="visually-hidden">{text.toggleLabel}</span>
      </summary>
      <div className="header-search__panel">
        <SearchForm text={text} id="header-search-q" className="search-box" />
      </div>
    </details>
  )
}
