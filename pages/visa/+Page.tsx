import { Section } from '../../components/ui/Section'
import { NoticeBox } from '../../components/visa/NoticeBox'
import { ReasonCards } from '../../components/visa/ReasonCards'
import { RelatedVisaLinks } from '../../components/visa/RelatedVisaLinks'
import { VisaHero } from '../../components/visa/VisaHero'
import { SaudiVisaPanel } from '../../components/visa/SaudiVisaPanel'
import { VisaServicesSection } from '../../components/visa/VisaServicesSection'
import type { SaudiVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'
import { fill } from '../../content/fill'

export default function Page({ data: { content, visaTypes, lowestPrice, labels, captcha } }: { data: SaudiVisaData }) {
  const { services } = content
  return (
    <>
      <VisaHero hero={content.hero} lowestPrice={lowestPrice} />
      <VisaServicesSection
        id="visa-types"
        section={services}
        captcha={captcha}
        services={services.visas.map((visa) => ({
          id: visa.id,
          tab: visa.title,
          application: {
            form: 'saudi',
            title: fill(labels.windows.saudi, { visa: visa.title }),
            visaName: visa.title,
            english: { visaType: visaTypes[visa.id] ?? visa.title },
          },
          panel: <SaudiVisaPanel visa={visa} labels={labels} consultationHref={services.consultation} applyKey={visa.id} />,
        }))}
      />
      <Section id="why-choose" heading={content.whyChoose.heading} text={content.whyChoose.text} tone="tint">
        <ReasonCards reasons={content.whyChoose.items} />
      </Section>
      <section className="section visa-notice-section" aria-label={content.notice.heading}>
        <div className="container narrow">
          <NoticeBox heading={content.notice.heading} items={content.notice.items} />
        </div>
      </section>
      <RelatedVisaLinks related={content.related} />
    </>
  )
}
