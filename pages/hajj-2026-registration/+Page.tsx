import { Island } from '../../components/Island'
import { ContactBox } from '../../components/nusuk/ContactBox'
import { LinkList } from '../../components/nusuk/LinkList'
import { HeroFacts } from '../../components/nusuk/HeroFacts'
import { Checklist } from '../../components/ui/Checklist'
import { PageHero } from '../../components/ui/PageHero'
import { StepList } from '../../components/ui/StepList'
import { Icon } from '../../islands/ui/Icon'
import HajjRegistrationForm from '../../islands/HajjRegistrationForm'
import type { HajjRegistrationData } from './+data'
import '../../components/nusuk/nusuk.css'
import '../../islands/ui/radio-choices.css'
import './registration.css'
import { ButtonLink } from '../../components/ui/ButtonLink'

export default function Page({ data }: { data: HajjRegistrationData }) {
  const { content, site } = data
  return (
    <>
      {/* Between seasons the card below says when registration opens: the hero keeps the page's own words, so nothing is said twice. */}
      <PageHero eyebrow={content.eyebrow} heading={content.heading} text={content.intro} />
      <HeroFacts facts={content.facts} />
      <div className="container split split--aside nusuk-layout hajj-reg">
        <div className="nusuk-layout__main">
          {data.closed ? (
            <section id="registration-form" className="hajj-reg__card panel" aria-labelledby="registration-form-heading">
              <h2 id="registration-form-heading" className="nusuk-section__title">
                {data.closed.heading}
              </h2>
              <p className="hajj-reg__lead">{data.closed.text}</p>
              <ButtonLink link={data.closed.contact} className="button--gold button--large" />
            </section>
          ) : (
            <section id="registration-form" className="hajj-reg__card panel" aria-labelledby="registration-form-heading">
              {data.earlyBird && (
                <div className="hajj-reg__early-bird">
                  <Icon name="tag" size={24} />
                  <div>
                    <p className="hajj-reg__early-bird-title">{content.earlyBird.heading}</p>
                    <p>{content.earlyBird.text}</p>
                  </div>
                </div>
              )}
              <h2 id="registration-form-heading" className="nusuk-section__title">
                {content.form.heading}
              </h2>
              <p className="hajj-reg__lead">{content.form.text}</p>
              <Island name="HajjRegistrationForm" component={HajjRegistrationForm} props={{ captcha: data.captcha, packageGroups: data.packageGroups }} />
              <p className="hajj-reg__privacy">
                {content.form.privacy} <a href={content.form.privacyLink.href}>{content.form.privacyLink.label}</a>.
              </p>
            </section>
          )}
        </div>
        <div className="nusuk-layout__aside">
          <section className="nusuk-box" aria-labelledby="after-registering-heading">
            <h2 id="after-registering-heading" className="nusuk-box__title">
              {content.afterRegistering.heading}
            </h2>
            <StepList steps={content.afterRegistering.steps} />
          </section>
          <section className="nusuk-box hajj-reg__notes" aria-labelledby="registration-notes-heading">
            <h2 id="registration-notes-heading" className="nusuk-box__title">
              {content.notes.heading}
            </h2>
            <Checklist items={content.notes.points} />
          </section>
          <ContactBox id="registration-contact-heading" heading={data.contactBox.heading} text={data.contactBox.text} site={site} nusuk={data.officialPlatform}>
            <h3 className="hajj-reg__related-title">{content.related.heading}</h3>
            <LinkList links={content.related.links} className="nusuk-links--box" />
          </ContactBox>
        </div>
      </div>
    </>
  )
}
