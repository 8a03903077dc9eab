import { SaudiVisaPanel } from '../components/visa/SaudiVisaPanel'
import type { SaudiVisa, VisaLabels } from '../schemas/types.generated'
import type { CaptchaConfig } from './forms/Captcha'
import { lazyForm } from './forms/lazyForm'
import { Modal } from './ui/Modal'
import { Tabs } from './ui/Tabs'
import { useModalFor } from './ui/useModalFor'

const VisaApplicationForm = lazyForm(() => import('./visa/VisaApplicationForm').then((module) => module.VisaApplicationForm))

export interface SaudiVisaServicesProps {
  tabsLabel: string
  visas: SaudiVisa[]
  consultationHref: string
  labels: VisaLabels
  captcha: CaptchaConfig
}

/** The visa tabs of /visa (Umrah Visa first) and the application window Apply Now opens. */
export default function SaudiVisaServices({ tabsLabel, visas, consultationHref, labels, captcha }: SaudiVisaServicesProps) {
  const { item: applying, open, openFor, close } = useModalFor<SaudiVisa>()
  const items = visas.map((visa) => ({ ...visa, label: visa.title }))

  return (
    <>
      <Tabs
        label={tabsLabel}
        items={items}
        className="visa-tabs"
        renderPanel={(visa) => (
          <SaudiVisaPanel
            visa={visa}
            labels={labels}
            consultationHref={consultationHref}
            onApply={() => openFor(visa)}
          />
        )}
      />
      <Modal open={open} onClose={close} title={labels.windows.saudi.replace('{visa}', applying?.title ?? '')} className="visa-modal">
        {applying && <VisaApplicationForm variant="saudi" visaType={applying.title} captcha={captcha} onClose={close} />}
      </Modal>
    </>
  )
}
