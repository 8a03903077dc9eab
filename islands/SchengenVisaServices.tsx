import { SchengenCountryPanel, type SchengenCommon } from '../components/visa/SchengenCountryPanel'
import type { SchengenCountry, VisaLabels } from '../schemas/types.generated'
import type { CaptchaConfig } from './forms/Captcha'
import { lazyForm } from './forms/lazyForm'
import { Modal } from './ui/Modal'
import { Tabs } from './ui/Tabs'
import { useModalFor } from './ui/useModalFor'

const VisaApplicationForm = lazyForm(() => import('./visa/VisaApplicationForm').then((module) => module.VisaApplicationForm))

/** The keys the application form sends (the content check keeps data/schengen-visa.yaml to these). */
type CountryKey = 'germany' | 'france' | 'spain' | 'italy'

export interface SchengenVisaServicesProps {
  tabsLabel: string
  countries: SchengenCountry[]
  common: SchengenCommon
  labels: VisaLabels
  captcha: CaptchaConfig
}

/** The country tabs of /schengen-visa (Germany first) and the application window Apply Now opens. */
export default function SchengenVisaServices({ tabsLabel, countries, common, labels, captcha }: SchengenVisaServicesProps) {
  const { item: applying, open, openFor, close } = useModalFor<SchengenCountry>()
  const items = countries.map((country) => ({ ...country, id: country.key, label: country.name }))

  return (
    <>
      <Tabs
        label={tabsLabel}
        items={items}
        className="visa-tabs"
        renderPanel={(country) => (
          <SchengenCountryPanel
            country={country}
            common={common}
            labels={labels}
            onApply={() => openFor(country)}
          />
        )}
      />
      <Modal open={open} onClose={close} title={labels.windows.schengen.replace('{country}', applying?.name ?? '')} className="visa-modal">
        {applying && (
          <VisaApplicationForm variant="schengen" country={applying.key as CountryKey} countryName={applying.name} captcha={captcha} onClose={close} />
        )}
      </Modal>
    </>
  )
}
