import { telHref } from '../../content/server/contact/phone'
import { PhoneNumber } from '../ui/PhoneNumber'
import type { ComingSoonPage, Site } from '../../schemas/types.generated'
import { whatsappHref } from '../ui/whatsapp'
import { IconCards } from '../ui/IconCards'
import { COMING_CARD } from './IconLinkCards'

/** Phone, e-mail and WhatsApp, each a block with its link; the details come from data/site.yaml. */
export function ContactBlocks({ text, site }: { text: ComingSoonPage['contact']; site: Site }) {
  const blocks = [
    { icon: 'phone', title: text.phoneLabel, value: <PhoneNumber phone={site.phones.main} />, href: telHref(site.phones.main) },
    { icon: 'mail', title: text.emailLabel, value: site.emails.main, href: `mailto:${site.emails.main}` },
    { icon: 'whatsapp', title: text.whatsappLabel, value: <PhoneNumber phone={site.whatsapp} />, href: whatsappHref(site) },
  ]
  return (
    <IconCards
      items={blocks}
      columns={3}
      iconSize={24}
      classes={{ ...COMING_CARD, list: 'coming-contact', card: 'coming-contact__block' }}
      more={(block) => <a href={block.href}>{block.value}</a>}
    />
  )
}
