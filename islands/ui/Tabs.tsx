import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface TabItem {
  /** Unique among the tabs; also the page address's #fragment that opens this tab. */
  id: string
  label: string
}

const STEP: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home / End) move between
 * the tabs and select them, each tab controls its panel. Every panel is rendered, so the
 * prerendered page holds all the content with the first tab shown. A link may open a tab with
 * its id as the fragment (/visa#tourist), and choosing a tab puts it in the address to share.
 */
export function Tabs<T extends TabItem>({
  label,
  items,
  renderPanel,
  className,
}: {
  label: string
  items: readonly T[]
  renderPanel: (item: T) => ReactNode
  /** The block class: `<className>__list`, `__tab` and `__panel` style the parts. */
  className: string
}) {
  const [selected, setSelected] = useState(0)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const id = useId()

  // Read after hydration, so the prerendered page and the first render agree on the first tab.
  // Keyed on the ids, not the items: the islands build new item objects on every render.
  const ids = items.map((item) => item.id).join(' ')
  useEffect(() => {
    const follow = () => {
      const index = ids.split(' ').findIndex((tabId) => `#${tabId}` === window.location.hash)
      if (index < 0) return
      setSelected(index)
      buttons.current[index]?.scrollIntoView({ block: 'start' })
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [ids])

  const choose = (index: number) => {
    setSelected(index)
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${items[index]!.id}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(index, items.length - 1)
    choose(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={`${className}__list`}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.id}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${item.id}`}
            tabIndex={i === selected ? 0 : -1}
            className={`${className}__tab`}
            onClick={() => choose(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${id}-panel-${item.id}`}
          aria-labelledby={`${id}-tab-${item.id}`}
          className={`${className}__panel`}
          hidden={i !== selected}
          tabIndex={0}
        >
          {renderPanel(item)}
        </div>
      ))}
    </div>
  )
}
