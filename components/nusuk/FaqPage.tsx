import { ContactBox } from './ContactBox'
import { FaqItem } from './FaqItem'
import type { FaqPageData } from '../../content/server/page-data/faq-page'
import { LinkList } from './LinkList'
import { PageHero } from '../ui/PageHero'
import './nusuk.css'

/** An FAQ page: groups of questions that open and close with no script, and a help box. */
export function FaqPage({ data }: { data: FaqPageData }) {
  const { faq, officialPlatform, site } = data
  return (
    <>
      <PageHero eyebrow={faq.eyebrow} heading={faq.heading} text={faq.intro} />
      <div className="container split split--aside nusuk-layout nusuk-layout--faq">
        <div className="nusuk-layout__main">
          {faq.groups.map((group, i) => (
            <section key={group.heading} className="nusuk-faq-group" aria-labelledby={`faq-group-${i + 1}`}>
              <h2 id={`faq-group-${i + 1}`} className="nusuk-section__title">
                {group.heading}
              </h2>
              {group.questions.map((item) => (
                <FaqItem key={item.id} item={item} />
              ))}
            </section>
          ))}
        </div>
        <div className="nusuk-layout__aside">
          <ContactBox
            id="faq-help-heading"
            heading={faq.help.heading}
            text={faq.help.text}
            site={site}
            nusuk={faq.help.showNusukLink ? officialPlatform : undefined}
          >
            <LinkList links={faq.help.links} className="nusuk-links--box" />
          </ContactBox>
        </div>
      </div>
    </>
  )
}
