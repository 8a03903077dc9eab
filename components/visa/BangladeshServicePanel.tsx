import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import type { BangladeshService, VisaLabels, VisaOffice } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { ConsultationLink } from './ConsultationLink'
import { DownloadFormsLink } from './DownloadFormsLink'
import { FeeTable } from './FeeTable'
import { InfoBlock } from './InfoBlock'
import { KeyFacts } from './KeyFacts'
import { NoticeBox } from './NoticeBox'
import { OfficeCard } from './OfficeCard'
import { PricePanel } from './PricePanel'
import { ApplyButton } from './ApplyButton'
import { VisaPanel } from './VisaPanel'

interface BangladeshPanelContext {
  noticeHeading: string
  consultation: string
  highCommission: VisaOffice
  labels: VisaLabels
}

/** One Bangladesh service tab: facts, documents, benefits, fees, notice; price and High Commission beside. */
export function BangladeshServicePanel({
  service,
  context,
  forms,
  applyKey,
}: {
  service: BangladeshService
  context: BangladeshPanelContext
  /** The printed checklist: its address and measured size. */
  forms: { href: string; size: string }
  applyKey: string
}) {
  const format = useFormat()
  const t = useWords()
  const { labels } = context
  const facts = [
    { label: labels.facts.processingTime, value: service.processing, icon: 'clock' },
    { label: labels.facts.fee, value: `${t('price.from')} ${format.pounds(service.price)}`, icon: 'tag' },
    { label: labels.facts.validity, value: service.validity, icon: 'calendar' },
    { label: labels.facts.serviceType, value: service.serviceType, icon: 'passport' },
    ...(service.passportRequirement ? [{ label: labels.facts.passport, value: service.passportRequirement, icon: 'shield' }] : []),
  ]
  // A charge written as a figure ("+£50") in the page's digits, as its prices are.
  const charges = service.serviceCharges.map((charge) => ({ ...charge, value: format.figures(charge.value) }))
  return (
    <VisaPanel
      title={service.title}
      subtitle={service.subtitle}
      side={
        <>
          <PricePanel heading={service.title} price={service.price} from factsHeading={labels.blocks.serviceCharges} facts={charges}>
            <ApplyButton applyKey={applyKey} label={service.applyLabel} />
            <ConsultationLink href={context.consultation} label={labels.actions.consultation} />
            <DownloadFormsLink href={forms.href} size={forms.size} label={labels.actions.downloadForms} />
          </PricePanel>
          <OfficeCard heading={labels.offices.highCommission} office={context.highCommission} />
        </>
      }
    >
      <p className="visa-panel__lead">{service.description}</p>
      <KeyFacts facts={facts} />
      <InfoBlock icon="check" heading={labels.blocks.requiredDocuments}>
        <Checklist items={service.documents} />
      </InfoBlock>
      <InfoBlock icon="star" heading={labels.blocks.keyBenefits}>
        <Checklist items={service.benefits} />
      </InfoBlock>
      {service.fees && (
        <InfoBlock icon="tag" heading={service.fees.heading}>
          <FeeTable fees={service.fees} labels={labels.feeTable} />
        </InfoBlock>
      )}
      <NoticeBox heading={context.noticeHeading} items={service.notice} headingLevel={4} />
    </VisaPanel>
  )
}
