import { useEffect, useRef, type ReactNode } from 'react'
import type { CaptchaConfig } from './forms/Captcha'
import { lazyForm } from './forms/lazy-form'
import { Modal } from './ui/Modal'
import { useModalFor } from './ui/use-modal-for'
import { APPLY_ATTRIBUTE, type VisaApplication } from './visa/applications'

const VisaApplicationForm = lazyForm(() => import('./visa/VisaApplicationForm').then((module) => module.VisaApplicationForm))
const BangladeshApplicationForm = lazyForm(() => import('./visa/BangladeshApplicationForm').then((module) => module.BangladeshApplicationForm))

/** The words of the application forms its windows open, in the page's language (islands/forms/locale-words.ts). */
export const formWords = ['visa-form', 'bangladesh-form']

interface VisaServicesProps {
  /** By the key each Apply button carries (data-apply). */
  applications: Record<string, VisaApplication>
  captcha: CaptchaConfig
  /** The server-rendered tabs and panels, with their Apply buttons. */
  children?: ReactNode
}

/** The visa, country or service tabs of the three visa pages, and the application window each Apply button opens. */
export default function VisaServices({ applications, captcha, children }: VisaServicesProps) {
  const { item: applying, open, openFor, close } = useModalFor<VisaApplication>()
  const panels = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const key = (event.target as Element).closest(`[${APPLY_ATTRIBUTE}]`)?.getAttribute(APPLY_ATTRIBUTE)
      const application = key ? applications[key] : undefined
      if (application) openFor(application)
    }
    const element = panels.current
    element?.addEventListener('click', onClick)
    return () => element?.removeEventListener('click', onClick)
  }, [applications, openFor])

  return (
    <>
      <div ref={panels}>{children}</div>
      <Modal open={open} onClose={close} title={applying?.title ?? ''} className="visa-modal">
        {applying?.form === 'saudi' && (
          <VisaApplicationForm variant="saudi" visaType={applying.english.visaType} visaName={applying.visaName} captcha={captcha} onClose={close} />
        )}
        {applying?.form === 'schengen' && (
          <VisaApplicationForm variant="schengen" country={applying.country} countryName={applying.countryName} captcha={captcha} onClose={close} />
        )}
        {applying?.form === 'bangladesh' && <BangladeshApplicationForm service={applying.service} captcha={captcha} onClose={close} />}
      </Modal>
    </>
  )
}
