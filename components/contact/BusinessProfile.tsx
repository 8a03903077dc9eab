import { PhoneLink } from '../ui/PhoneLink'
import type { ContactPageBusinessProfile, Site } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { Icon } from '../../islands/ui/Icon'
import { Stars } from '../ui/Stars'
import { openingTimes } from '../../content/server/contact/hours'
import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import { useEnglishName } from '../ui/Latin'

/** The business profile, as a map listing shows it: name, rating, category, details, services. */
export function BusinessProfile({ profile, site }: { profile: ContactPageBusinessProfile; site: Site }) {
  const t = useWords()
  const format = useFormat()
  const { address } = site
  return (
    <article className="card contact-page-profile" aria-labelledby="business-profile-name">
      <header className="contact-page-profile__header">
        <h3 id="business-profile-name" lang={useEnglishName()}>
          {site.name}
        </h3>
        <p className="contact-page-profile__rating">
          <strong>{format.number(site.rating.value)}</strong>
          <Stars rating={site.rating.value} outOf={site.rating.best} />
          <span>{t('rating.reviews', { count: site.rating.count })}</span>
        </p>
        <p className="contact-page-profile__category">{profile.category}</p>
      </header>
      <div className="pair contact-page-profile__body">
        <dl className="contact-page-profile__facts">
          <div>
            <dt>{t('contact.address')}</dt>
            <dd>
              {address.street}, {address.locality} {address.postalCode}
            </dd>
          </div>
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <PhoneLink phone={site.phones.main} />
            </dd>
          </div>
          <div>
            <dt>{t('contact.hours')}</dt>
            <dd>
              <ul className="contact-page-profile__hours">
                {site.openingHours.map((hours) => (
                  <li key={hours.label}>
                    <span>{hours.label}</span> <span>{openingTimes(hours, t, format)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>{t('agency.atol')}</dt>
            <dd>{format.figures(site.atolNumber)}</dd>
          </div>
          <div>
            <dt>{t('agency.payments')}</dt>
            <dd>{site.paymentAccepted.join(', ')}</dd>
          </div>
        </dl>
        <div>
          <h4>{t('agency.services')}</h4>
          <ul className="contact-page-profile__services">
            {profile.services.map((service) => (
              <li key={service} className="pill">
                {service}
              </li>
            ))}
          </ul>
          <h4>{t('agency.goodToKnow')}</h4>
          <Checklist items={profile.attributes} />
        </div>
      </div>
      <a className="text-link contact-page-profile__directions" href={profile.directions.href} target="_blank" rel="noopener noreferrer">
        <Icon name="pin" size={18} /> {profile.directions.label} <span className="visually-hidden">{t('newTab')}</span>
      </a>
    </article>
  )
}
