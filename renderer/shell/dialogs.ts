// Windows of server-rendered text (components/knowledge/ReadMoreWindow.tsx) on the native
// <dialog>: showModal() makes the rest of the page inert, so focus stays inside, and Escape
// closes it. Here: the opening and close buttons, a click on the backdrop, page-scroll locking
// and focus back on the button that opened it. The same behaviour as islands/ui/Modal.tsx, without React.

import { keepFocusInside } from '../../islands/ui/keep-focus-inside'

export function initDialogs(): void {
  document.addEventListener('keydown', (event) => {
    const dialog = (event.target as Element).closest?.('dialog[open]')
    if (dialog instanceof HTMLElement) keepFocusInside(dialog, event)
  })
  document.addEventListener('click', (event) => {
    const target = event.target as Element
    const opener = target.closest<HTMLElement>('[data-dialog-open]')
    const dialog = opener ? document.getElementById(opener.dataset.dialogOpen ?? '') : null
    if (opener && dialog instanceof HTMLDialogElement) {
      open(dialog, opener)
      return
    }
    const closer = target.closest('[data-dialog-close]')?.closest('dialog')
    if (closer) closer.close()
    // A click on the <dialog> itself (not its content) is a click on the backdrop.
    else if (target instanceof HTMLDialogElement && target.open) target.close()
  })
}

function open(dialog: HTMLDialogElement, opener: HTMLElement): void {
  dialog.showModal()
  document.documentElement.classList.add('scroll-locked')
  dialog.addEventListener(
    'close',
    () => {
      document.documentElement.classList.remove('scroll-locked')
      opener.focus()
    },
    { once: true },
  )
}
