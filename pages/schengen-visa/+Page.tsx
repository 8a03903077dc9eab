import { NoticeBox } from '../../components/visa/NoticeBox'
import { RelatedVisaLinks } from '../../components/visa/RelatedVisaLinks'
import { SchengenCountryList } from '../../components/visa/SchengenCountryList'
import { VisaHero } from '../../components/visa/VisaHero'
import { SchengenCountryPanel } from '../../components/visa/SchengenCountryPanel'
import { VisaServicesSection } from '../../components/visa/VisaServicesSection'
import type { VisaApplication } from '../../islands/visa/applications'
import type { SchengenVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'
import { fill } from '../../content/fill'

export default function Page({ data: { content, lowestPrice, labels, captcha } }: { data: SchengenVisaData }) {
  const { services } = content
  const { priceNote, stay, passportValidity, applyBefore, consultation } = services
  return (
    <>
      <VisaHero hero={content.hero} lowestPrice={lowestPrice} />
      <VisaServicesSection
        id="countries"
        section={services}
        captcha={captcha}
        services={services.countries.map((country) => ({
          id: country.key,
          tab: country.name,
          application: {
            form: 'schengen',
            title: fill(labels.windows.schengen, { country: country.name }),
            // The content check keeps data/schengen-visa.yaml to the keys the form sends.
            country: country.key as Extract<VisaApplication, { form: 'schengen' }>['country'],
            countryName: country.name,
          },
          panel: (
            <SchengenCountryPanel
              country={country}
              common={{ priceNote, stay, passportValidity, applyBefore, consultation }}
              labels={labels}
              applyKey={country.key}
            />
          ),
        }))}
      />
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
