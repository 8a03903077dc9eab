import { Island } from '../../components/Island'
import { Section } from '../../components/ui/Section'
import { RelatedVisaLinks } from '../../components/visa/RelatedVisaLinks'
import { VisaHero } from '../../components/visa/VisaHero'
import { BangladeshServicePanel } from '../../components/visa/BangladeshServicePanel'
import { Tabs } from '../../components/ui/Tabs'
import type { BangladeshService } from '../../forms/bangladesh-service'
import VisaServices from '../../islands/VisaServices'
import type { BangladeshVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'

export default function Page({ data: { content, lowestPrice, forms, labels, captcha } }: { data: BangladeshVisaData }) {
  const { services, highCommission } = content
  return (
    <>
      <VisaHero hero={content.hero} lowestPrice={lowestPrice} />
      <Section id="services" heading={services.heading} text={services.text}>
        <Island
          name="VisaServices"
          component={VisaServices}
          hydrate="interaction"
          props={{
            applications: Object.fromEntries(
              services.items.map((service) => [
                service.key,
                { form: 'bangladesh' as const, title: service.modalTitle, service: service.key as BangladeshService },
              ]),
            ),
            captcha,
          }}
        >
          <Tabs
            label={services.tabsLabel}
            className="visa-tabs"
            items={services.items.map((service) => ({
              id: service.key,
              label: service.tab,
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
        </Island>
      </Section>
      <RelatedVisaLinks related={content.related} />
    </>
  )
}
