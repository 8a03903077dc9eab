import { PhoneLink } from '../ui/PhoneLink'
import type { ReactNode } from 'react'
import type { ExternalLink, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { whatsappHref } from '../ui/whatsapp'
import { NewTabLink } from '../ui/NewTabLink'
import { useWords } from '../../content/use-words'

/** The agency's Hajj line, e-mail and WhatsApp, and optionally the official Nusuk platform. */
export function ContactBox({
  id,
  heading,
  text,
  site,
  nusuk,
  children,
}: {
  id: string
  heading: string
  text: string
  site: Site
  nusuk?: ExternalLink
  children?: ReactNode
}) {
  const t = useWords()
  return (
    <section className="nusuk-box nusuk-box--contact" aria-labelledby={id}>
      <h2 id={id} className="nusuk-box__title">
        {heading}
      </h2>
      <p>{text}</p>
      <ul className="nusuk-contact">
        <li>
          <Icon name="phone" />
          <span>
            <span className="nusuk-contact__label">{site.phones.hajjUmrah.label}</span>
            <PhoneLink phone={site.phones.hajjUmrah} />
          </span>
        </li>
        <li>
          <Icon name="mail" />
          <span>
            <span className="nusuk-contact__label">{t('contact.email')}</span>
            <a href={`mailto:${site.emails.hajj}`}>{site.emails.hajj}</a>
          </span>
        </li>
      </ul>
      <div className="nusuk-box__actions">
        <NewTabLink icon className="button button--whatsapp" href={whatsappHref(site)}>
          <Icon name="whatsapp" /> {t('contact.whatsappUs')}
        </NewTabLink>
        {nusuk && (
          <NewTabLink icon className="button button--outline" href={nusuk.href}>
            {nusuk.label}
          </NewTabLink>
        )}
      </div>
      {children}
    </section>
  )
}
