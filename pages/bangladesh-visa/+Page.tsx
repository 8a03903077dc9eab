import { RelatedVisaLinks } from '../../components/visa/RelatedVisaLinks'
import { VisaHero } from '../../components/visa/VisaHero'
import { BangladeshServicePanel } from '../../components/visa/BangladeshServicePanel'
import { VisaServicesSection } from '../../components/visa/VisaServicesSection'
import type { BangladeshService } from '../../forms/bangladesh-service'
import type { BangladeshVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'

export default function Page({ data: { content, lowestPrice, forms, labels, captcha } }: { data: BangladeshVisaData }) {
  const { services, highCommission } = content
  return (
    <>
      <VisaHero hero={content.hero} lowestPrice={lowestPrice} />
      <VisaServicesSection
        id="services"
        section={services}
        captcha={captcha}
        services={services.items.map((service) => ({
          id: service.key,
          tab: service.tab,
          application: { form: 'bangladesh', title: service.modalTitle, service: service.key as BangladeshService },
          panel: (
            <BangladeshServicePanel
              service={service}
              context={{ noticeHeading: services.noticeHeading, consultation: services.consultation, highCommission, labels }}
              forms={forms[service.key]}
              applyKey={service.key}
            />
          ),
        }))}
      />
      <RelatedVisaLinks related={content.related} />
    </>
  )
}
