import type { ActionBarText, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { telHref } from '../../content/phone'
import { whatsappHref } from '../ui/whatsapp'

/**
 * On a phone, a slim bar at the foot of the screen (Call · WhatsApp · Quote) in place of the round
 * WhatsApp button, which sat over whatever was beneath it; the page keeps a space the bar's height
 * at its end and scrolls what gets focus above it (shell.css, .action-bar), so it covers nothing
 * for good. From the tablet width the round button stays.
 */
export function ActionBar({ site, text, quoteHref }: { site: Site; text: ActionBarText; quoteHref: string }) {
  return (
    <aside className="action-bar" aria-label={text.label}>
      <a href={telHref(site.phones.main)}>
        <Icon name="phone" size={18} /> {text.call}
      </a>
      <a href={whatsappHref(site)} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" size={18} /> {text.whatsapp}
      </a>
      <a className="action-bar__quote" href={quoteHref}>
        <Icon name="tag" size={18} /> {text.quote}
      </a>
    </aside>
  )
}
