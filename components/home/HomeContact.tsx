import { ContactLine } from '../ui/ContactLine'
import { PhoneLink } from '../ui/PhoneLink'
import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import { openingHoursLine } from '../../content/server/contact/hours'
import type { Site } from '../../schemas/types.generated'
import type { CaptchaConfig } from '../../islands/forms/Captcha'
import HomeContactForm from '../../islands/HomeContactForm'
import { Island } from '../Island'
import { Icon } from '../../islands/ui/Icon'
import { whatsappHref } from '../ui/whatsapp'

const LABEL = 'contact-list__label'

/** The contact details beside the home page's enquiry form. */
export function HomeContact({ site, captcha }: { site: Site; captcha: CaptchaConfig }) {
  const t = useWords()
  const format = useFormat()
  const phones = [site.phones.main, site.phones.hajjUmrah, site.phones.visa]
  return (
    <div className="contact-split">
      <div className="contact-split__info">
        <ul className="contact-list">
          {phones.map((phone) => (
            <ContactLine key={phone.display} icon="phone" label={phone.label} labelClass={LABEL}>
              <PhoneLink phone={phone} />
            </ContactLine>
          ))}
          <ContactLine icon="mail" label={t('contact.email')} labelClass={LABEL}>
            <a href={`mailto:${site.emails.main}`}>{site.emails.main}</a>
          </ContactLine>
          <ContactLine icon="pin" label={t('contact.londonOffice')} labelClass={LABEL}>
            {site.address.street}, {site.address.locality} {site.address.postalCode}
            <br />
            <small>{site.address.note}</small>
          </ContactLine>
          <ContactLine icon="clock" label={t('contact.openingHours')} labelClass={LABEL}>
            {openingHoursLine(site, t, format)}
          </ContactLine>
        </ul>
        <a className="button button--whatsapp" href={whatsappHref(site)} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" /> {t('contact.chatOnWhatsApp')}
        </a>
        <p className="contact-split__promise">{site.replyPromise}</p>
      </div>
      <Island name="HomeContactForm" component={HomeContactForm} props={{ captcha }} className="contact-split__form" />
    </div>
  )
}
