import { SaudiVisaPanel } from '../components/visa/SaudiVisaPanel'
import type { SaudiVisa } from '../schemas/types.generated'
import type { CaptchaConfig } from './forms/Captcha'
import { Modal } from './ui/Modal'
import { Tabs } from './ui/Tabs'
import { useModalFor } from './ui/useModalFor'
import { LazyVisaApplicationForm as VisaApplicationForm } from './visa/LazyVisaApplicationForm'

export interface SaudiVisaServicesProps {
  tabsLabel: string
  visas: SaudiVisa[]
  consultationHref: string
  captcha: CaptchaConfig
}

/** The visa tabs of /visa (Umrah Visa first) and the application window Apply Now opens. */
export default function SaudiVisaServices({ tabsLabel, visas, consultationHref, captcha }: SaudiVisaServicesProps) {
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
            consultationHref={consultationHref}
            onApply={() => openFor(visa)}
          />
        )}
      />
      <Modal open={open} onClose={close} title={`Apply for ${applying?.title ?? 'a Saudi visa'}`} className="visa-modal">
        {applying && <VisaApplicationForm variant="saudi" visaType={applying.title} captcha={captcha} onClose={close} />}
      </Modal>
    </>
  )
}
