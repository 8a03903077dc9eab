import type { ContactPageWhatsApp, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { whatsappHref } from '../ui/whatsapp'
import { useWords } from '../../content/react/use-words'

/** The WhatsApp chat link, showing the greeting the chat opens with. */
export function ContactWhatsApp({ whatsapp, site }: { whatsapp: ContactPageWhatsApp; site: Site }) {
  const t = useWords()
  return (
    <div id="whatsapp" className="contact-page-whatsapp">
      <span className="icon-tile contact-page-whatsapp__icon">
        <Icon name="whatsapp" size={34} />
      </span>
      <div>
        <h3 id="whatsapp-heading">{whatsapp.heading}</h3>
        <p>{whatsapp.text}</p>
        <p className="contact-page-whatsapp__intro">{whatsapp.greetingIntro}</p>
        <blockquote className="contact-page-whatsapp__greeting">
          <p>{site.whatsapp.greeting}</p>
        </blockquote>
      </div>
      <a className="button button--whatsapp button--large" href={whatsappHref(site)} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" /> {t('contact.chatOnWhatsApp')} <span className="visually-hidden">{t('newTab')}</span>
      </a>
    </div>
  )
}
