import { Island } from '../../components/Island'
import { Section } from '../../components/ui/Section'
import { NoticeBox } from '../../components/visa/NoticeBox'
import { ReasonCards } from '../../components/visa/ReasonCards'
import { RelatedVisaLinks } from '../../components/visa/RelatedVisaLinks'
import { VisaHero } from '../../components/visa/VisaHero'
import SaudiVisaServices from '../../islands/SaudiVisaServices'
import type { SaudiVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'

export default function Page({ data: { content, lowestPrice, labels, captcha } }: { data: SaudiVisaData }) {
  const { services } = content
  return (
    <>
      <VisaHero hero={content.hero} lowestPrice={lowestPrice} />
      <Section id="visa-types" heading={services.heading} text={services.text}>
        <Island
          name="SaudiVisaServices"
          component={SaudiVisaServices}
          props={{ tabsLabel: services.tabsLabel, visas: services.visas, consultationHref: services.consultation, labels, captcha }}
        />
      </Section>
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
