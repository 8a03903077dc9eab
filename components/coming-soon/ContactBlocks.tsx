import { telHref } from '../../content/phone'
import type { ComingSoonPage, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { whatsappHref } from '../ui/whatsapp'

/** Phone, e-mail and WhatsApp, each a block with its link; the details come from data/site.yaml. */
export function ContactBlocks({ text, site }: { text: ComingSoonPage['contact']; site: Site }) {
  const blocks = [
    { icon: 'phone', label: text.phoneLabel, value: site.phones.main.display, href: telHref(site.phones.main) },
    { icon: 'mail', label: text.emailLabel, value: site.emails.main, href: `mailto:${site.emails.main}` },
    { icon: 'whatsapp', label: text.whatsappLabel, value: site.whatsapp.display, href: whatsappHref(site) },
  ]
  return (
    <ul className="card-grid card-grid--3 coming-contact">
      {blocks.map((block) => (
        <li key={block.label} className="card coming-contact__block">
          <span className="coming-card__icon">
            <Icon name={block.icon} size={24} />
          </span>
          <h3 className="card__title">{block.label}</h3>
          <a href={block.href}>{block.value}</a>
        </li>
      ))}
    </ul>
  )
}
