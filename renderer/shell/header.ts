const SCROLL_THRESHOLD_PX = 50
/** The language last chosen with the header's switch: kept on this device only, never sent. */
export const CHOSEN_LANGUAGE_KEY = 'language'

/** Header look past 50 px of scroll, tap/click/Escape for the desktop dropdowns, the language switch's memory. */
export function initHeader(): void {
  rememberLanguage()
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header) return

  let ticking = false
  const update = () => {
    header.classList.toggle('is-scrolled', window.scrollY > SCROLL_THRESHOLD_PX)
    ticking = false
  }
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) requestAnimationFrame(update)
      ticking = true
    },
    { passive: true },
  )
  update()

  const groups = Array.from(header.querySelectorAll<HTMLElement>('[data-dropdown]'))
  const setOpen = (group: HTMLElement, open: boolean) => {
    group.classList.toggle('is-open', open)
    group.classList.remove('is-dismissed')
    group.querySelector('button')?.setAttribute('aria-expanded', String(open))
  }
  for (const group of groups) {
    const button = group.querySelector('button')
    button?.addEventListener('click', () => {
      const open = !group.classList.contains('is-open')
      groups.forEach((g) => setOpen(g, false))
      setOpen(group, open)
    })
    group.addEventListener('mouseenter', () => {
      group.classList.remove('is-dismissed')
      button?.setAttribute('aria-expanded', 'true')
    })
    group.addEventListener('mouseleave', () => setOpen(group, false))
    group.addEventListener('focusin', () => {
      if (!group.classList.contains('is-dismissed')) button?.setAttribute('aria-expanded', 'true')
    })
    group.addEventListener('focusout', (event) => {
      if (!group.contains(event.relatedTarget as Node | null)) setOpen(group, false)
    })
  }
  // The search box opens under its button with the cursor in it, and Escape closes it.
  const search = header.querySelector<HTMLDetailsElement>('[data-header-search]')
  search?.addEventListener('toggle', () => {
    if (search.open) search.querySelector('input')?.focus()
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    if (search?.open) {
      search.open = false
      search.querySelector('summary')?.focus()
    }
    const current = groups.find((g) => g.contains(document.activeElement) || g.matches(':hover'))
    groups.forEach((g) => setOpen(g, false))
    if (current) {
      // Focus stays on the menu's button; the class keeps :focus-within/:hover from reopening it.
      current.classList.add('is-dismissed')
      current.querySelector('button')?.focus()
    }
    const mobile = document.querySelector<HTMLDetailsElement>('[data-mobile-nav]')
    if (mobile?.open) {
      mobile.open = false
      mobile.querySelector('summary')?.focus()
    }
  })
  document.addEventListener('click', (event) => {
    for (const g of groups) if (!g.contains(event.target as Node)) setOpen(g, false)
  })
}

/**
 * The language switch remembers the language it led to (localStorage, like the cookie choice:
 * no cookie, nothing sent), and on a later visit the switch to that language stands out. The
 * visitor is never sent there by script: every page stays where search engines find it.
 */
function rememberLanguage(): void {
  let chosen: string | null = null
  try {
    chosen = localStorage.getItem(CHOSEN_LANGUAGE_KEY)
  } catch {
    // Storage blocked: the switch still works, it is not remembered.
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-language-switch]')) {
    const locale = link.dataset.languageSwitch ?? ''
    link.classList.toggle('is-chosen', locale === chosen)
    link.addEventListener('click', () => {
      try {
        localStorage.setItem(CHOSEN_LANGUAGE_KEY, locale)
      } catch {
        // As above.
      }
    })
  }
}
