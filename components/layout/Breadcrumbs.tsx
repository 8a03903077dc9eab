import type { Breadcrumb } from '../../content/server/routes/page-meta'
import { useWords } from '../../content/react/use-words'

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const t = useWords()
  return (
    <nav className="breadcrumbs" aria-label={t('navigation.breadcrumb')} data-pagefind-ignore="all">
      <ol className="container">
        {items.map((item, i) => (
          <li key={item.url}>{i < items.length - 1 ? <a href={item.url}>{item.name}</a> : <span aria-current="page">{item.name}</span>}</li>
        ))}
      </ol>
    </nav>
  )
}
