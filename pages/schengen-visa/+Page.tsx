import { Island } from '../../components/Island'
import { Section } from '../../components/ui/Section'
import { NoticeBox } from '../../components/visa/NoticeBox'
import { RelatedVisaLinks } from '../../components/visa/RelatedVisaLinks'
import { SchengenCountryList } from '../../components/visa/SchengenCountryList'
import { VisaHero } from '../../components/visa/VisaHero'
import SchengenVisaServices from '../../islands/SchengenVisaServices'
import type { SchengenVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'

export default function Page({ data: { content, lowestPrice, labels, captcha } }: { data: SchengenVisaData }) {
  const { services } = content
  const { priceNote, stay, passportValidity, applyBefore, consultation } = services
  return (
    <>
      <VisaHero hero={content.hero} lowestPrice={lowestPrice} />
      <Section id="countries" heading={services.heading} text={services.text}>
        <Island
          name="SchengenVisaServices"
          component={SchengenVisaServices}
          props={{ tabsLabel: services.tabsLabel, countries: services.countries, common: { priceNote, stay, passportValidity, applyBefore, consultation }, labels, captcha }}
        />
      </Section>
      <SchengenCountryList area={content.area} offered={services.countries.map((country) => country.name)} />
      <section className="section visa-notice-section" aria-label={content.notice.heading}>
        <div className="container narrow">
          <NoticeBox heading={content.notice.heading} items={content.notice.items} />
        </div>
      </section>
      <RelatedVisaLinks related={content.related} />
    </>
  )
}
