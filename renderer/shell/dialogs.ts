// Windows of server-rendered text (components/knowledge/ReadMoreWindow.tsx): a button with
// data-dialog-open="<id>" opens the <dialog> of that id through the one dialog primitive
// (behaviours/dialog.ts), and a button with data-dialog-close inside it closes it.

import { showDialog } from '../../behaviours/dialog'

export function initDialogs(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element
    const opener = target.closest<HTMLElement>('[data-dialog-open]')
    const dialog = opener ? document.getElementById(opener.dataset.dialogOpen ?? '') : null
    if (dialog instanceof HTMLDialogElement) showDialog(dialog)
    else target.closest('[data-dialog-close]')?.closest('dialog')?.close()
  })
}
