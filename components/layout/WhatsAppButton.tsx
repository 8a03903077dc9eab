import type { Site, WhatsAppButtonText } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { whatsappHref } from '../ui/whatsapp'

export function WhatsAppButton({ site, text }: { site: Site; text: WhatsAppButtonText }) {
  return (
    <aside aria-label={text.label}>
      <a className="whatsapp-fab" href={whatsappHref(site)} target="_blank" rel="noopener noreferrer" aria-label={text.label}>
        <Icon name="whatsapp" size={28} />
      </a>
    </aside>
  )
}
