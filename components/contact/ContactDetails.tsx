import { PhoneLink } from '../ui/PhoneLink'
import type { Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { openingTimes } from '../../content/server/contact/hours'
import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'

/** Phones, e-mails, the London address and the opening hours, beside the contact form. */
export function ContactDetails({ site }: { site: Site }) {
  const t = useWords()
  const format = useFormat()
  const phones = [site.phones.main, site.phones.hajjUmrah, site.phones.visa]
  const emails = [
    { label: t('contact.generalEnquiries'), address: site.emails.main },
    { label: t('contact.hajj'), address: site.emails.hajj },
    { label: t('contact.umrah'), address: site.emails.umrah },
    { label: t('contact.visas'), address: site.emails.visa },
  ]
  return (
    <div className="contact-page-details">
      <h3 className="contact-page-details__heading">
        <Icon name="phone" size={20} /> {t('contact.phone')}
      </h3>
      <ul className="contact-page-details__list">
        {phones.map((phone) => (
          <li key={phone.display}>
            <span>{phone.label}</span>
            <PhoneLink phone={phone} />
          </li>
        ))}
      </ul>
      <h3 className="contact-page-details__heading">
        <Icon name="mail" size={20} /> {t('contact.email')}
      </h3>
      <ul className="contact-page-details__list">
        {emails.map((email) => (
          <li key={email.label}>
            <span>{email.label}</span>
            <a href={`mailto:${email.address}`}>{email.address}</a>
          </li>
        ))}
      </ul>
      <h3 className="contact-page-details__heading">
        <Icon name="pin" size={20} /> {t('contact.visitUs')}
      </h3>
      <address className="contact-page-details__address">
        {site.address.street}, {site.address.locality} {site.address.postalCode}
        <small>{site.address.note}</small>
      </address>
      <h3 className="contact-page-details__heading">
        <Icon name="clock" size={20} /> {t('contact.openingHours')}
      </h3>
      <ul className="contact-page-details__list">
        {site.openingHours.map((hours) => (
          <li key={hours.label}>
            <span>{hours.label}</span>
            <strong>{openingTimes(hours, t, format)}</strong>
          </li>
        ))}
      </ul>
      <p className="contact-page-details__promise">{site.replyPromise}</p>
    </div>
  )
}
