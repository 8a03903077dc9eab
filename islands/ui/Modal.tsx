import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Icon } from './Icon'
import { useWords } from '../../content/react/use-words'
import { showDialog, unlockScroll } from '../../behaviours/dialog'

/**
 * An island's modal window: the one dialog primitive (behaviours/dialog.ts: native
 * <dialog>, focus kept inside and returned, Escape, backdrop click, scroll lock) opened and
 * closed by the `open` prop, labelled by its heading.
 */
export function Modal({
  open,
  onClose,
  title,
  titleHidden = false,
  className,
  closeLabel,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  titleHidden?: boolean
  className?: string
  /** The close button's name for screen readers, from data where the window has its own. */
  closeLabel?: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const t = useWords()

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open) showDialog(el)
    else if (el.open) el.close()
  }, [open])

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    el.addEventListener('close', onClose)
    return () => el.removeEventListener('close', onClose)
  }, [onClose])

  useEffect(() => unlockScroll, [])

  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : 'modal'}
      aria-label={titleHidden ? title : undefined}
      aria-labelledby={titleHidden ? undefined : titleId}
    >
      <div className="modal__content">
        <div className="modal__header">
          {!titleHidden && title && (
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
          )}
          <button type="button" className="modal__close" onClick={() => dialog.current?.close()} aria-label={closeLabel ?? t('close')}>
            <Icon name="close" size={24} />
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  )
}
