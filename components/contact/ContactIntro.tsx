import { telHref } from '../../content/server/contact/phone'
import { PhoneNumber } from '../ui/PhoneNumber'
import type { ContactPageIntro, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { whatsappHref } from '../ui/whatsapp'
import { useWords } from '../../content/react/use-words'

/** The top of /contact: the page heading and the three quickest ways to reach the agency. */
export function ContactIntro({ intro, site }: { intro: ContactPageIntro; site: Site }) {
  const t = useWords()
  const quick = [
    { icon: 'phone', label: t('contact.callUs'), value: <PhoneNumber phone={site.phones.main} />, href: telHref(site.phones.main) },
    { icon: 'whatsapp', label: t('contact.whatsapp'), value: <PhoneNumber phone={site.whatsapp} />, href: whatsappHref(site), external: true },
    { icon: 'mail', label: t('contact.email'), value: site.emails.main, href: `mailto:${site.emails.main}` },
  ]
  return (
    <section className="contact-page-intro" aria-labelledby="contact-intro-heading">
      <div className="container">
        <p className="eyebrow">{intro.eyebrow}</p>
        <h1 id="contact-intro-heading">{intro.heading}</h1>
        <p className="contact-page-intro__text">{intro.text}</p>
        <ul className="contact-page-intro__quick">
          {quick.map((item) => (
            <li key={item.label}>
              <a href={item.href} {...(item.external && { target: '_blank', rel: 'noopener noreferrer' })}>
                <Icon name={item.icon} size={22} />
                <span>
                  <span className="contact-page-intro__label">{item.label}</span>
                  <strong>{item.value}</strong>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="contact-page-intro__promise">
          <Icon name="clock" size={18} /> {site.replyPromise}
        </p>
      </div>
    </section>
  )
}
