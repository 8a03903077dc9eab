import type { Breadcrumb } from '../../content/page-meta'
import { words } from '../../content/words'

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={words.navigation.breadcrumb} data-pagefind-ignore="all">
      <ol className="container">
        {items.map((item, i) => (
          <li key={item.url}>{i < items.length - 1 ? <a href={item.url}>{item.name}</a> : <span aria-current="page">{item.name}</span>}</li>
        ))}
      </ol>
    </nav>
  )
}
