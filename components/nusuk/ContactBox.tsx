import { ContactLine } from '../ui/ContactLine'
import { PhoneLink } from '../ui/PhoneLink'
import type { ReactNode } from 'react'
import type { ExternalLink, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { whatsappHref } from '../ui/whatsapp'
import { NewTabLink } from '../ui/NewTabLink'
import { useWords } from '../../content/react/use-words'

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
        <ContactLine icon="phone" label={site.phones.hajjUmrah.label} labelClass="nusuk-contact__label">
          <PhoneLink phone={site.phones.hajjUmrah} />
        </ContactLine>
        <ContactLine icon="mail" label={t('contact.email')} labelClass="nusuk-contact__label">
          <a href={`mailto:${site.emails.hajj}`}>{site.emails.hajj}</a>
        </ContactLine>
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
