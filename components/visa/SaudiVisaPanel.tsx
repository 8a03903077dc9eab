import type { SaudiVisa, VisaLabels } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { ComingSoon } from './ComingSoon'
import { ConsultationLink } from './ConsultationLink'
import { InfoBlock } from './InfoBlock'
import { PricePanel } from './PricePanel'
import { StepList } from '../ui/StepList'
import { ApplyButton } from './ApplyButton'
import { VisaPanel } from './VisaPanel'

/** One Saudi visa tab: overview, required documents, processing steps and the price panel. */
export function SaudiVisaPanel({
  visa,
  labels,
  consultationHref,
  applyKey,
}: {
  visa: SaudiVisa
  labels: VisaLabels
  consultationHref: string
  applyKey: string
}) {
  const facts = [
    { label: labels.facts.lengthOfStay, value: visa.duration, icon: 'calendar' },
    { label: labels.facts.processing, value: visa.processing, icon: 'clock' },
    { label: labels.facts.validity, value: visa.validity, icon: 'shield' },
    { label: labels.facts.entries, value: visa.entries, icon: 'passport' },
  ]
  return (
    <VisaPanel
      title={visa.title}
      subtitle={visa.eligibility}
      side={
        <PricePanel heading={visa.title} price={visa.price} from={visa.priceFrom ?? false} facts={facts}>
          <ApplyButton applyKey={applyKey} label={labels.actions.apply} />
          <ConsultationLink href={consultationHref} label={labels.actions.consultation} />
          <ComingSoon label={labels.actions.documentChecklist} badge={labels.actions.comingSoon} />
        </PricePanel>
      }
    >
      <InfoBlock icon="compass" heading={labels.blocks.overview}>
        <p>{visa.description}</p>
      </InfoBlock>
      <InfoBlock icon="check" heading={labels.blocks.requiredDocuments}>
        <Checklist items={visa.requirements} />
      </InfoBlock>
      <InfoBlock icon="clock" heading={labels.blocks.processingSteps}>
        <StepList steps={visa.steps} />
      </InfoBlock>
    </VisaPanel>
  )
}
