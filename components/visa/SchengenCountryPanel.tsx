import type { SchengenCountry, SchengenVisaServices, VisaLabels } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { ConsultationLink } from './ConsultationLink'
import { InfoBlock } from './InfoBlock'
import { OfficeCard } from './OfficeCard'
import { PricePanel } from './PricePanel'
import { ApplyButton } from './ApplyButton'
import { VisaPanel } from './VisaPanel'

/** What every country tab shares: stay, passport rule, when to apply, the price note and links. */
type SchengenCommon = Pick<SchengenVisaServices, 'priceNote' | 'stay' | 'passportValidity' | 'applyBefore' | 'consultation'>

/** One Schengen country tab: overview, required documents, the price panel and the consulate. */
export function SchengenCountryPanel({
  country,
  common,
  labels,
  applyKey,
}: {
  country: SchengenCountry
  common: SchengenCommon
  labels: VisaLabels
  applyKey: string
}) {
  const facts = [
    { label: labels.facts.processing, value: country.processing, icon: 'clock' },
    { label: labels.facts.stay, value: common.stay, icon: 'calendar' },
    { label: labels.facts.passport, value: common.passportValidity, icon: 'passport' },
    { label: labels.facts.apply, value: common.applyBefore, icon: 'plane' },
  ]
  return (
    <VisaPanel
      title={country.title}
      side={
        <>
          <PricePanel heading={country.title} price={country.price} from note={common.priceNote} facts={facts}>
            <ApplyButton applyKey={applyKey} label={labels.actions.apply} />
            <ConsultationLink href={common.consultation} label={labels.actions.consultation} />
          </PricePanel>
          <OfficeCard heading={labels.offices.consulate} office={country.consulate} />
        </>
      }
    >
      <InfoBlock icon="compass" heading={labels.blocks.overview}>
        <p>{country.description}</p>
      </InfoBlock>
      <InfoBlock icon="check" heading={labels.blocks.requiredDocuments}>
        <Checklist items={country.requirements} />
      </InfoBlock>
    </VisaPanel>
  )
}
