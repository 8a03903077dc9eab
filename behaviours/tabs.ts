// The behaviour of the one tabs primitive (components/ui/TabList.tsx), in plain script so tabs
// work as soon as the page is shown, with no React: WAI-ARIA tabs with automatic activation.
// Every page's shell script carries it (renderer/+client.ts): kept small for the page's JS budget.

/**
 * Where each key goes from tab `i` of `last + 1`, `forward` being 1 where the list runs left to
 * right and -1 where it runs right to left (ArrowLeft is then the next tab): the arrows go round.
 */
const STEP: Record<string, (i: number, last: number, forward: number) => number> = {
  ArrowRight: (i, last, forward) => (i + forward + last + 1) % (last + 1),
  ArrowLeft: (i, last, forward) => (i - forward + last + 1) % (last + 1),
  Home: () => 0,
  End: (_, last) => last,
}

/** Sent from the tab list when a tab is chosen (an island may follow it, e.g. the hotel filter). */
export const TAB_CHOSEN = 'tabchosen'

const tabsOf = (list: Element) => Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))

export function initTabs(): void {
  const lists = Array.from(document.querySelectorAll<HTMLElement>('[data-tabs]'))
  for (const list of lists) {
    list.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]')
      if (tab) choose(list, tab, true)
    })
    list.addEventListener('keydown', (event) => {
      const all = tabsOf(list)
      const index = all.indexOf(event.target as HTMLElement)
      const step = STEP[event.key]
      if (index < 0 || !step) return
      event.preventDefault()
      const next = all[step(index, all.length - 1, getComputedStyle(list).direction === 'rtl' ? -1 : 1)]!
      choose(list, next, true)
      next.focus()
    })
  }
  const follow = () => {
    const hash = decodeHash(location.hash)
    for (const list of lists) {
      const tab = tabsOf(list).find((candidate) => candidate.dataset.tabHash?.toLowerCase() === hash)
      if (!tab || !hash) continue
      choose(list, tab, false)
      tab.scrollIntoView({ block: 'start' })
    }
  }
  follow()
  addEventListener('hashchange', follow)
}

const panelOf = (tab: Element) => document.getElementById(tab.getAttribute('aria-controls') ?? '')

/** Shows the chosen tab's panel; `remember` writes its hash in the address, for a link or a reload to come back to it. */
function choose(list: HTMLElement, chosen: HTMLElement, remember: boolean): void {
  for (const tab of tabsOf(list)) {
    const selected = tab === chosen
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
    panelOf(tab)?.toggleAttribute('hidden', true)
  }
  // Several tabs may show one panel (the hotel cities filter one list).
  panelOf(chosen)?.toggleAttribute('hidden', false)
  const hash = chosen.dataset.tabHash ?? ''
  if (remember) history.replaceState(history.state, '', `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`)
  list.dispatchEvent(new CustomEvent(TAB_CHOSEN, { bubbles: true, detail: { hash } }))
}

/** No tab chosen (a link asked for something no tab offers); the first stays in the Tab order. */
export function unchooseTabs(list: HTMLElement): void {
  tabsOf(list).forEach((tab, i) => {
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
