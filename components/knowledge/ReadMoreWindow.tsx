import { Icon } from '../../islands/ui/Icon'

/**
 * A window of server-rendered text on the native <dialog>, opened by a button with
 * data-dialog-open="<id>" (renderer/shell/dialogs.ts): the rest of the page is inert while it is
 * open, Escape and the close button close it, and focus returns to the button.
 */
export function ReadMoreWindow({ id, title, html, closeLabel }: { id: string; title: string; html: string; closeLabel: string }) {
  return (
    <dialog id={id} className="modal kc-window" aria-labelledby={`${id}-title`}>
      <div className="modal__content">
        <div className="modal__header">
          <h2 id={`${id}-title`} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" data-dialog-close="" aria-label={closeLabel}>
            <Icon name="close" size={24} />
          </button>
        </div>
        <div className="kc-window__text" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </dialog>
  )
}
