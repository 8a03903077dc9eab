import { telHref } from '../../content/server/contact/phone'
import { PhoneNumber } from '../../components/ui/PhoneNumber'
import { ContactBlocks } from '../../components/coming-soon/ContactBlocks'
import { IconLinkCards } from '../../components/coming-soon/IconLinkCards'
import { NotifyForm } from '../../components/coming-soon/NotifyForm'
import { Icon } from '../../islands/ui/Icon'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import { whatsappHref } from '../../components/ui/whatsapp'
import type { ComingSoonData } from './+data'
import './coming-soon.css'

export default function Page({ data }: { data: ComingSoonData }) {
  const { content, site } = data
  const { hero, upcoming, contact, notify, explore, assistance } = content
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} image={hero.image} />
      <Section id="upcoming" heading={upcoming.heading} text={upcoming.text}>
        <IconLinkCards cards={upcoming.items} columns={4} />
      </Section>
      <Section id="talk-to-us" heading={contact.heading} text={contact.text} tone="tint">
        <ContactBlocks text={contact} site={site} />
        <NotifyForm text={notify} />
      </Section>
      <Section id="explore" heading={explore.heading}>
        <IconLinkCards cards={explore.cards} columns={3} />
      </Section>
      <section className="section section--dark coming-assistance" aria-labelledby="coming-assistance-heading">
        <div className="container coming-assistance__inner">
          <div>
            <h2 id="coming-assistance-heading" className="section__title">
              {assistance.heading}
            </h2>
            <p>{assistance.text}</p>
          </div>
          <div className="coming-assistance__actions">
            <a className="button button--gold button--large" href={telHref(site.phones.main)}>
              <Icon name="phone" size={18} /> {assistance.callLabel} <PhoneNumber phone={site.phones.main} />
            </a>
            <a className="button button--outline-light button--large" href={whatsappHref(site)}>
              <Icon name="whatsapp" size={18} /> {assistance.whatsappLabel}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
