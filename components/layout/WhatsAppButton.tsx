import type { Site } from '../../schemas/types.generated'
import { loadCatalogue } from '../../scripts/content/load'
import { Icon } from '../ui/Icon'
import { whatsappHref } from '../ui/whatsapp'

export function WhatsAppButton({ site }: { site: Site }) {
  const { whatsappButton } = loadCatalogue('shell')
  return (
    <a className="whatsapp-fab" href={whatsappHref(site)} target="_blank" rel="noopener noreferrer" aria-label={whatsappButton.label}>
      <Icon name="whatsapp" size={28} />
    </a>
  )
}
