import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Icon } from './Icon'
import { useWords } from '../../content/use-words'
import { keepFocusInside } from './keep-focus-inside'

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside) and Escape closes it. We add backdrop-click closing, page-scroll locking and returning
 * focus to whatever opened it.
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
  const opener = useRef<Element | null>(null)
  const titleId = useId()
  const t = useWords()

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) {
      opener.current = document.activeElement
      el.showModal()
      document.documentElement.classList.add('scroll-locked')
    } else if (!open && el.open) {
      el.close()
    }
  }, [open])

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    const onDialogClose = () => {
      document.documentElement.classList.remove('scroll-locked')
      if (opener.current instanceof HTMLElement) opener.current.focus()
      onClose()
    }
    el.addEventListener('close', onDialogClose)
    return () => el.removeEventListener('close', onDialogClose)
  }, [onClose])

  useEffect(() => () => document.documentElement.classList.remove('scroll-locked'), [])

  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : 'modal'}
      aria-label={titleHidden ? title : undefined}
      aria-labelledby={titleHidden ? undefined : titleId}
      onKeyDown={(event) => keepFocusInside(event.currentTarget, event.nativeEvent)}
      onClick={(event) => {
        // A click on the <dialog> itself (not its content) is a click on the backdrop.
        if (event.target === dialog.current) dialog.current?.close()
      }}
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
