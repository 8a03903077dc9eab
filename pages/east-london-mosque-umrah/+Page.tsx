import { PhoneLink } from '../../components/ui/PhoneLink'
import { UmrahHero } from '../../components/umrah/UmrahHero'
import { UmrahIconCards } from '../../components/umrah/UmrahIconCards'
import { Checklist } from '../../components/ui/Checklist'
import { Facts } from '../../components/ui/Facts'
import { Icon } from '../../islands/ui/Icon'
import { NewTabLink } from '../../components/ui/NewTabLink'
import { Price } from '../../components/ui/Price'
import { Section } from '../../components/ui/Section'
import { StatusBadge } from '../../components/ui/StatusBadge'
import { whatsappHref } from '../../components/ui/whatsapp'
import { useWords } from '../../content/react/use-words'
import type { CommunityUmrahData } from './+data'
import './community-umrah.css'
import { ButtonLink } from '../../components/ui/ButtonLink'

export default function Page({ data }: { data: CommunityUmrahData }) {
  const t = useWords()
  const { page, phone, site, dates, duration, departed, newDates } = data
  const { hero, trip, about, highlights, steps, enquiry } = page
  // Once the group has left: no booking buttons and no offer, an invitation to register interest instead.
  const closing = departed ? { heading: newDates.heading, text: newDates.text } : { heading: enquiry.heading, text: enquiry.text }
  return (
    <>
      <UmrahHero eyebrow={hero.eyebrow} heading={hero.heading} text={departed ? page.departed.text : hero.text} image={hero.image}>
        <p className="community-umrah__hero-trip">
          <span className="community-umrah__hero-dates">
            <Icon name="calendar" size={18} /> {dates}
          </span>
          {/* Once departed, the price stays as it was (the agency's record), marked departed beside it. */}
          <Price amount={trip.price} original={trip.originalPrice} suffix={trip.priceNote} />
          {departed && <StatusBadge status="departed" place="inline" />}
        </p>
        <div className="page-hero__actions">
          {departed ? (
            <ButtonLink link={newDates.link} className="button--gold button--large" />
          ) : (
            <>
              <a className="button button--gold button--large" href="#enquire">
                {enquiry.heading}
              </a>
              <ButtonLink link={enquiry.primary} className="button--outline-light button--large" />
            </>
          )}
        </div>
      </UmrahHero>
      <div className="container split split--aside community-umrah">
        <section className="community-umrah__about" aria-labelledby="community-about-heading">
          <h2 id="community-about-heading">{about.heading}</h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className="community-umrah__steps-heading">{steps.heading}</h3>
          <ol className="community-umrah__steps">
            {steps.items.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong> {step.description}
              </li>
            ))}
          </ol>
        </section>
        <aside className="panel panel--raised community-umrah__trip" aria-labelledby="community-trip-heading">
          <h2 id="community-trip-heading" className="community-umrah__trip-title">
            {trip.title}
          </h2>
          {departed ? (
            <p className="community-umrah__status">
              <StatusBadge status="departed" place="inline" />
            </p>
          ) : (
            <Price amount={trip.price} original={trip.originalPrice} suffix={trip.priceNote} className="community-umrah__price" />
          )}
          <Facts
            facts={[{ label: trip.datesLabel, value: dates, icon: 'calendar' }, { label: trip.durationLabel, value: duration, icon: 'clock' }, ...trip.facts]}
          />
          <Checklist items={trip.inclusions} />
          <div className="community-umrah__trip-actions">
            <a className="button button--primary" href={departed ? newDates.link.href : enquiry.primary.href}>
              {departed ? newDates.link.label : enquiry.primary.label}
            </a>
            <PhoneLink phone={phone} className="button button--outline" icon={18} />
          </div>
        </aside>
      </div>
      <Section id="why-community" heading={highlights.heading} text={highlights.text} tone="tint">
        <UmrahIconCards cards={highlights.items} columns={3} />
      </Section>
      <Section id="enquire" heading={closing.heading} text={closing.text} tone="dark">
        <div className="community-umrah__enquire">
          {departed ? (
            <ButtonLink link={newDates.link} className="button--gold button--large" />
          ) : (
            <>
              <ButtonLink link={enquiry.primary} className="button--gold button--large" />
              <ButtonLink link={enquiry.secondary} className="button--outline-light button--large" />
            </>
          )}
          <NewTabLink className="button button--whatsapp button--large" href={whatsappHref(site)}>
            <Icon name="whatsapp" size={20} /> {t('contact.whatsapp')}
          </NewTabLink>
          <PhoneLink phone={phone} className="button button--outline-light button--large" icon={20} />
        </div>
      </Section>
    </>
  )
}
