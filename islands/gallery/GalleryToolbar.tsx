import { Icon } from '../ui/Icon'
import { formatFor } from '../../content/browser/format'
import { useLocale } from '../../content/react/use-words'
import type { GalleryBrowserProps } from '../GalleryBrowser'

export type GalleryView = 'grid' | 'list'

/** The category buttons with their counts, and the grid and list buttons (toggle buttons: aria-pressed). */
export function GalleryToolbar({
  labels,
  categories,
  category,
  onCategory,
  view,
  onView,
}: Pick<GalleryBrowserProps, 'labels' | 'categories'> & {
  category: string
  onCategory: (id: string) => void
  view: GalleryView
  onView: (view: GalleryView) => void
}) {
  const { digits } = formatFor(useLocale())
  return (
    <div className="gallery-toolbar">
      <div className="gallery-filters" role="group" aria-label={labels.filters.label}>
        {categories.map((item) => (
          <button key={item.id} type="button" className="gallery-filter" aria-pressed={item.id === category} onClick={() => onCategory(item.id)}>
            {item.label}
            <span className="gallery-filter__count">
              {digits(item.count)}
              <span className="visually-hidden"> {labels.filters.countLabel}</span>
            </span>
          </button>
        ))}
      </div>
      <div className="gallery-views" role="group" aria-label={labels.views.label}>
        {(['grid', 'list'] as const).map((mode) => (
          <button key={mode} type="button" className="gallery-view" aria-pressed={view === mode} onClick={() => onView(mode)} title={labels.views[mode]}>
            <Icon name={mode === 'grid' ? 'grid' : 'menu'} size={20} />
            <span className="visually-hidden">{labels.views[mode]}</span>
          </button>
        ))}
      </div>
    </div>
  )
}
