import { useCallback, useState } from 'react'
import { Icon } from './ui/Icon'
import type { CaptchaConfig } from './forms/Captcha'
import { lazyForm } from './forms/lazy-form'
import { Modal } from './ui/Modal'
import { useWords } from '../content/react/use-words'

const GlobalHotelRequestForm = lazyForm(() => import('./hotels/GlobalHotelRequestForm').then((module) => module.GlobalHotelRequestForm))

/** The words of the request form its window opens, in the page's language (islands/forms/locale-words.ts). */
export const formWords = ['hotel-forms']

interface WorldwideHotelRequestProps {
  modalTitle: string
  modalIntro: string
  captcha: CaptchaConfig
}

/** The 'Request Hotels Worldwide' button and the request form it opens. */
export default function WorldwideHotelRequest({ modalTitle, modalIntro, captcha }: WorldwideHotelRequestProps) {
  const t = useWords()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button type="button" className="button button--gold button--large" onClick={() => setOpen(true)}>
        <Icon name="globe" /> {t('hotelForms.requestWorldwide')}
      </button>
      <Modal open={open} onClose={close} title={modalTitle} className="hotels-modal">
        <p className="hotels-modal__intro">{modalIntro}</p>
        <GlobalHotelRequestForm captcha={captcha} onClose={close} />
      </Modal>
    </>
  )
}
