import { CallToAction } from './CallToAction'
import { ContactBox } from './ContactBox'
import { GuideSection } from './GuideSection'
import type { NusukPageData } from '../../content/server/page-data/nusuk-page'
import { NewTabLink } from '../ui/NewTabLink'
import { OnThisPage } from './OnThisPage'
import { HeroFacts } from './HeroFacts'
import { PageHero } from '../ui/PageHero'
import './nusuk.css'
import { ButtonLink } from '../ui/ButtonLink'

/** A Nusuk Hajj information page: banner with the official platform link, sections, side box, closing banner. */
export function InfoPage({ data }: { data: NusukPageData }) {
  const { page, officialPlatform, contactBox, site } = data
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} text={page.intro}>
        <div className="page-hero__actions">
          <ButtonLink link={page.primary} className="button--gold button--large" />
          <NewTabLink icon className="button button--outline-light button--large" href={officialPlatform.href}>
            {officialPlatform.label}
          </NewTabLink>
        </div>
      </PageHero>
      {page.facts && <HeroFacts facts={page.facts} />}
      <div className="container split split--aside nusuk-layout">
        <div className="nusuk-layout__main">
          {page.sections.map((section) => (
            <GuideSection key={section.id} section={section} />
          ))}
        </div>
        <div className="nusuk-layout__aside">
          <OnThisPage sections={page.sections} />
          <ContactBox id="nusuk-contact-heading" heading={contactBox.heading} text={contactBox.text} site={site} nusuk={officialPlatform} />
        </div>
      </div>
      <CallToAction {...page.callToAction} />
    </>
  )
}
