import { BangladeshServicePanel } from '../../components/visa/BangladeshServicePanel'
import { VisaPage } from '../../components/visa/VisaPage'
import type { BangladeshService } from '../../forms/bangladesh-service'
import type { BangladeshVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'

export default function Page({ data: { content, lowestPrice, forms, labels, captcha } }: { data: BangladeshVisaData }) {
  const { services, highCommission } = content
  const tabs = services.items.map((service) => ({
    id: service.key,
    tab: service.tab,
    application: { form: 'bangladesh' as const, title: service.modalTitle, service: service.key as BangladeshService },
    panel: (
      <BangladeshServicePanel
        service={service}
        context={{ noticeHeading: services.noticeHeading, consultation: services.consultation, highCommission, labels }}
        forms={forms[service.key]}
        applyKey={service.key}
      />
    ),
  }))
  return <VisaPage page={content} lowestPrice={lowestPrice} services={{ id: 'services', section: services, captcha, services: tabs }} />
}
