// The one dialog primitive, in plain script so that the islands' windows (islands/ui/Modal.tsx)
// and the server-rendered ones (renderer/shell/dialogs.ts) behave alike: showModal() makes the
// rest of the page inert and Escape closes the window; here, what the browser does not do.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Opens `dialog` as a modal window: Tab and Shift+Tab go round its own controls (a modal
 * <dialog> makes the page inert, not the browser's toolbar), a click on the backdrop closes it,
 * the page does not scroll behind it, and once it closes (by any means) focus returns to what
 * had it before.
 */
export function showDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return
  const opener = document.activeElement
  const onKeyDown = (event: KeyboardEvent) => keepFocusInside(dialog, event)
  const onClick = (event: MouseEvent) => {
    // A click on the <dialog> itself (not its content) is a click on the backdrop.
    if (event.target === dialog) dialog.close()
  }
  dialog.addEventListener('keydown', onKeyDown)
  dialog.addEventListener('click', onClick)
  dialog.addEventListener(
    'close',
    () => {
      dialog.removeEventListener('keydown', onKeyDown)
      dialog.removeEventListener('click', onClick)
      unlockScroll()
      if (opener instanceof HTMLElement) opener.focus()
    },
    { once: true },
  )
  dialog.showModal()
  document.documentElement.classList.add('scroll-locked')
}

/** For a window that leaves the page while open (its island unmounts): the page scrolls again. */
export function unlockScroll(): void {
  document.documentElement.classList.remove('scroll-locked')
}

function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent): void {
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
