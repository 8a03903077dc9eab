import { Section } from '../../components/ui/Section'
import { ReasonCards } from '../../components/visa/ReasonCards'
import { SaudiVisaPanel } from '../../components/visa/SaudiVisaPanel'
import { VisaPage } from '../../components/visa/VisaPage'
import type { SaudiVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'
import { fill } from '../../content/browser/fill'

export default function Page({ data: { content, visaTypes, lowestPrice, labels, captcha } }: { data: SaudiVisaData }) {
  const { services } = content
  const visas = services.visas.map((visa) => ({
    id: visa.id,
    tab: visa.title,
    application: {
      form: 'saudi' as const,
      title: fill(labels.windows.saudi, { visa: visa.title }),
      visaName: visa.title,
      english: { visaType: visaTypes[visa.id] ?? visa.title },
    },
    panel: <SaudiVisaPanel visa={visa} labels={labels} consultationHref={services.consultation} applyKey={visa.id} />,
  }))
  return (
    <VisaPage page={content} lowestPrice={lowestPrice} services={{ id: 'visa-types', section: services, captcha, services: visas }}>
      <Section id="why-choose" heading={content.whyChoose.heading} text={content.whyChoose.text} tone="tint">
        <ReasonCards reasons={content.whyChoose.items} />
      </Section>
    </VisaPage>
  )
}
