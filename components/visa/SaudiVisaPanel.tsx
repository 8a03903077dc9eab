import type { SaudiVisa } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { ComingSoon } from './ComingSoon'
import { ConsultationLink } from './ConsultationLink'
import { InfoBlock } from './InfoBlock'
import { PricePanel } from './PricePanel'
import { StepList } from './StepList'

/** One Saudi visa tab: overview, required documents, processing steps and the price panel. */
export function SaudiVisaPanel({ visa, consultationHref, onApply }: { visa: SaudiVisa; consultationHref: string; onApply: () => void }) {
  const facts = [
    { label: 'Length of stay', value: visa.duration, icon: 'calendar' },
    { label: 'Processing', value: visa.processing, icon: 'clock' },
    { label: 'Validity', value: visa.validity, icon: 'shield' },
    { label: 'Entries', value: visa.entries, icon: 'passport' },
  ]
  return (
    <div className="visa-panel">
      <div className="visa-panel__main">
        <header className="visa-panel__header">
          <h3 className="visa-panel__title">{visa.title}</h3>
          {visa.eligibility && <p className="visa-panel__subtitle">{visa.eligibility}</p>}
        </header>
        <InfoBlock icon="compass" heading="Overview">
          <p>{visa.description}</p>
        </InfoBlock>
        <InfoBlock icon="check" heading="Required Documents">
          <Checklist items={visa.requirements} />
        </InfoBlock>
        <InfoBlock icon="clock" heading="Processing Steps">
          <StepList steps={visa.steps} />
        </InfoBlock>
      </div>
      <div className="visa-panel__side">
        <PricePanel heading={visa.title} price={visa.price} from={visa.priceFrom ?? false} facts={facts}>
          <button type="button" className="button button--primary button--large" onClick={onApply}>
            Apply Now
          </button>
          <ConsultationLink href={consultationHref} />
          <ComingSoon label="Document Checklist" />
        </PricePanel>
      </div>
    </div>
  )
}
