import { BangladeshServicePanel, type BangladeshPanelContext } from '../components/visa/BangladeshServicePanel'
import type { BangladeshService as BangladeshServiceKey } from '../forms/bangladesh-service'
import type { BangladeshService } from '../schemas/types.generated'
import type { CaptchaConfig } from './forms/Captcha'
import { lazyForm } from './forms/lazyForm'
import { Modal } from './ui/Modal'
import { Tabs } from './ui/Tabs'
import { useModalFor } from './ui/useModalFor'

const BangladeshApplicationForm = lazyForm(() => import('./visa/BangladeshApplicationForm').then((module) => module.BangladeshApplicationForm))

export interface BangladeshServicesProps {
  tabsLabel: string
  services: BangladeshService[]
  context: BangladeshPanelContext
  /** The size of each service's Download Forms PDF by key, e.g. { nid: '58 KB' }. */
  formsSizes: Record<string, string>
  captcha: CaptchaConfig
}

/** The service tabs of /bangladesh-visa (no-visa first) and the application window each opens. */
export default function BangladeshServices({ tabsLabel, services, context, formsSizes, captcha }: BangladeshServicesProps) {
  const { item: applying, open, openFor, close } = useModalFor<BangladeshService>()
  const items = services.map((service) => ({ ...service, id: service.key, label: service.tab }))

  return (
    <>
      <Tabs
        label={tabsLabel}
        items={items}
        className="visa-tabs"
        renderPanel={(service) => (
          <BangladeshServicePanel
            service={service}
            context={context}
            formsSize={formsSizes[service.key] ?? ''}
            onApply={() => openFor(service)}
          />
        )}
      />
      <Modal open={open} onClose={close} title={applying?.modalTitle ?? 'Bangladesh Services Application'} className="visa-modal">
        {applying && <BangladeshApplicationForm service={applying.key as BangladeshServiceKey} captcha={captcha} onClose={close} />}
      </Modal>
    </>
  )
}
