import type { ComponentProps, ReactNode } from 'react'
import type { VisaNotice, VisaPageHero, VisaRelatedLinks } from '../../schemas/types.generated'
import { NoticeBox } from './NoticeBox'
import { RelatedVisaLinks } from './RelatedVisaLinks'
import { VisaHero } from './VisaHero'
import { VisaServicesSection } from './VisaServicesSection'

/**
 * The outline of every visa page (/visa, /schengen-visa, /bangladesh-visa): the banner, the
 * services in tabs, what the page adds of its own (children), its notice if it has one, and the
 * other visa pages.
 */
export function VisaPage({
  page,
  lowestPrice,
  services,
  children,
}: {
  /** The parts of the page's catalogue (data/visa.yaml and its siblings) every visa page has. */
  page: { hero: VisaPageHero; notice?: VisaNotice; related: VisaRelatedLinks }
  lowestPrice: number
  services: ComponentProps<typeof VisaServicesSection>
  children?: ReactNode
}) {
  const { hero, notice, related } = page
  return (
    <>
      <VisaHero hero={hero} lowestPrice={lowestPrice} />
      <VisaServicesSection {...services} />
      {children}
      {notice && (
        <section className="section visa-notice-section" aria-label={notice.heading}>
          <div className="container narrow">
            <NoticeBox heading={notice.heading} items={notice.items} />
          </div>
        </section>
      )}
      <RelatedVisaLinks related={related} />
    </>
  )
}
