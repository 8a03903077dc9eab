import { readStored } from './cookie-banner'

const SCROLL_THRESHOLD_PX = 50
/** The language last chosen with the language switch: kept on this device only, never sent. */
export const CHOSEN_LANGUAGE_KEY = 'language'

/**
 * Header look past 50 px of scroll, tap/click/Escape for the desktop dropdowns, and the language
 * switch's memory: the switch (`<a data-language-switch>`; menu links to pages in English only
 * carry hreflang too, and are no choice of language) keeps the language
 * it led to in localStorage (like the cookie choice: no cookie, nothing sent), and on a later
 * visit the switch to that language stands out. Nobody is sent there by script: every page stays
 * where search engines find it.
 */
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

  const groups = [...header.querySelectorAll<HTMLElement>('[data-dropdown]')]
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

// Where storage is disabled, nothing is remembered: readStored answers null, and the click's
// setItem fails after the link has already set off to the other language.
function rememberLanguage(): void {
  const chosen = readStored(CHOSEN_LANGUAGE_KEY)
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    link.classList.toggle('is-chosen', link.hreflang === chosen)
    link.onclick = () => localStorage.setItem(CHOSEN_LANGUAGE_KEY, link.hreflang)
  }
}
