import { SchengenCountryList } from '../../components/visa/SchengenCountryList'
import { SchengenCountryPanel } from '../../components/visa/SchengenCountryPanel'
import { VisaPage } from '../../components/visa/VisaPage'
import type { VisaApplication } from '../../islands/visa/applications'
import type { SchengenVisaData } from './+data'
import '../../components/visa/visa.css'
import '../../islands/visa/visa-forms.css'
import { fill } from '../../content/browser/fill'

export default function Page({ data: { content, lowestPrice, labels, captcha } }: { data: SchengenVisaData }) {
  const { services } = content
  const { priceNote, stay, passportValidity, applyBefore, consultation } = services
  const countries = services.countries.map((country) => ({
    id: country.key,
    tab: country.name,
    application: {
      form: 'schengen' as const,
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
  }))
  return (
    <VisaPage page={content} lowestPrice={lowestPrice} services={{ id: 'countries', section: services, captcha, services: countries }}>
      <SchengenCountryList area={content.area} offered={services.countries.map((country) => country.name)} />
    </VisaPage>
  )
}
