// The behaviour of the one tabs primitive (components/ui/TabList.tsx), in plain script so tabs
// work as soon as the page is shown, with no React: WAI-ARIA tabs with automatic activation.

const STEP: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
}

/** Sent from the tab list when a tab is chosen (an island may follow it, e.g. the hotel filter). */
export const TAB_CHOSEN = 'tabchosen'

export function initTabs(): void {
  const lists = Array.from(document.querySelectorAll<HTMLElement>('[data-tabs]'))
  if (lists.length === 0) return
  for (const list of lists) {
    const tabs = () => Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))
    list.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]')
      if (tab) choose(list, tab, { remember: true })
    })
    list.addEventListener('keydown', (event) => {
      const all = tabs()
      const index = all.indexOf(event.target as HTMLElement)
      const step = STEP[event.key]
      if (index < 0 || !step) return
      event.preventDefault()
      const next = all[step(index, all.length - 1)]!
      choose(list, next, { remember: true })
      next.focus()
    })
  }
  const follow = () => {
    const hash = decodeHash(window.location.hash)
    for (const list of lists) {
      const tab = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]')).find((candidate) => candidate.dataset.tabHash?.toLowerCase() === hash)
      if (!tab || !hash) continue
      choose(list, tab, { remember: false })
      tab.scrollIntoView({ block: 'start' })
    }
  }
  follow()
  window.addEventListener('hashchange', follow)
}

const panelOf = (tab: Element) => document.getElementById(tab.getAttribute('aria-controls') ?? '')

function choose(list: HTMLElement, chosen: HTMLElement, { remember }: { remember: boolean }): void {
  for (const tab of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = tab === chosen
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
    panelOf(tab)?.toggleAttribute('hidden', true)
  }
  // Several tabs may show one panel (the hotel cities filter one list).
  panelOf(chosen)?.toggleAttribute('hidden', false)
  const hash = chosen.dataset.tabHash ?? ''
  if (remember) {
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash ? `#${hash}` : ''}`)
  }
  list.dispatchEvent(new CustomEvent(TAB_CHOSEN, { bubbles: true, detail: { hash } }))
}

/** No tab chosen (a link asked for something no tab offers); the first stays in the Tab order. */
export function unchooseTabs(list: HTMLElement): void {
  list.querySelectorAll<HTMLElement>('[role="tab"]').forEach((tab, i) => {
    tab.setAttribute('aria-selected', 'false')
    tab.tabIndex = i === 0 ? 0 : -1
  })
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1)).trim().toLowerCase()
  } catch {
    return ''
  }
}
