import type { BangladeshService, VisaOffice } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { formatPounds } from '../ui/Price'
import { ConsultationLink } from './ConsultationLink'
import { DownloadFormsLink } from './DownloadFormsLink'
import { FeeTable } from './FeeTable'
import { InfoBlock } from './InfoBlock'
import { KeyFacts } from './KeyFacts'
import { NoticeBox } from './NoticeBox'
import { OfficeCard } from './OfficeCard'
import { PricePanel } from './PricePanel'

export interface BangladeshPanelContext {
  noticeHeading: string
  consultation: string
  highCommission: VisaOffice
}

/** One Bangladesh service tab: facts, documents, benefits, fees, notice; price and High Commission beside. */
export function BangladeshServicePanel({ service, context, formsSize, onApply }: { service: BangladeshService; context: BangladeshPanelContext; formsSize: string; onApply: () => void }) {
  const facts = [
    { label: 'Processing time', value: service.processing, icon: 'clock' },
    { label: 'Fee', value: `From ${formatPounds(service.price)}`, icon: 'tag' },
    { label: 'Validity', value: service.validity, icon: 'calendar' },
    { label: 'Service type', value: service.serviceType, icon: 'passport' },
    ...(service.passportRequirement ? [{ label: 'Passport', value: service.passportRequirement, icon: 'shield' }] : []),
  ]
  return (
    <div className="visa-panel">
      <div className="visa-panel__main">
        <header className="visa-panel__header">
          <h3 className="visa-panel__title">{service.title}</h3>
          <p className="visa-panel__subtitle">{service.subtitle}</p>
        </header>
        <p className="visa-panel__lead">{service.description}</p>
        <KeyFacts facts={facts} />
        <InfoBlock icon="check" heading="Required Documents">
          <Checklist items={service.documents} />
        </InfoBlock>
        <InfoBlock icon="star" heading="Key Benefits">
          <Checklist items={service.benefits} />
        </InfoBlock>
        {service.fees && (
          <InfoBlock icon="tag" heading={service.fees.heading}>
            <FeeTable fees={service.fees} />
          </InfoBlock>
        )}
        <NoticeBox heading={context.noticeHeading} items={service.notice} headingLevel={4} />
      </div>
      <div className="visa-panel__side">
        <PricePanel heading={service.title} price={service.price} from factsHeading="Service charges" facts={service.serviceCharges}>
          <button type="button" className="button button--primary button--large" onClick={onApply}>
            {service.applyLabel}
          </button>
          <ConsultationLink href={context.consultation} />
          <DownloadFormsLink href={service.formsFile} size={formsSize} />
        </PricePanel>
        <OfficeCard heading="Bangladesh High Commission" office={context.highCommission} />
      </div>
    </div>
  )
}
