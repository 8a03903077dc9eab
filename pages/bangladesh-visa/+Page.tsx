import { Island } from '../../components/Island'
import { Section } from '../../components/ui/Section'
import { RelatedVisaLinks } from '../../components/visa/RelatedVisaLinks'
import { VisaHero } from '../../components/visa/VisaHero'
import BangladeshServices from '../../islands/BangladeshServices'
import type { BangladeshVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'

export default function Page({ data: { content, lowestPrice, formsSizes, labels, captcha } }: { data: BangladeshVisaData }) {
  const { services, highCommission } = content
  return (
    <>
      <VisaHero hero={content.hero} lowestPrice={lowestPrice} />
      <Section id="services" heading={services.heading} text={services.text}>
        <Island
          name="BangladeshServices"
          component={BangladeshServices}
          props={{
            tabsLabel: services.tabsLabel,
            services: services.items,
            context: { noticeHeading: services.noticeHeading, consultation: services.consultation, highCommission, labels },
            formsSizes,
            captcha,
          }}
        />
      </Section>
      <RelatedVisaLinks related={content.related} />
    </>
  )
}
