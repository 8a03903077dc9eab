const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Tab and Shift+Tab go round the window's own controls instead of leaving it for the browser's
 * toolbar (a modal <dialog> makes the page inert, not the browser). Call from the dialog's keydown.
 */
export function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0)
  if (controls.length === 0) return
  const first = controls[0]!
  const last = controls[controls.length - 1]!
  const active = document.activeElement
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}
