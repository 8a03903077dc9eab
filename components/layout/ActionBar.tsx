import type { ActionBarText, Site, WhatsAppButtonText } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { telHref } from '../../content/server/contact/phone'
import { whatsappHref } from '../ui/whatsapp'

/**
 * On a phone, a slim bar at the foot of the screen (Call · WhatsApp · Quote) in place of a round
 * WhatsApp button, which sat over whatever was beneath it; the page keeps a space the bar's height
 * at its end and scrolls what gets focus above it (shell.css, .action-bar), so it covers nothing
 * for good. From the tablet width only its WhatsApp link shows, as the round button at the
 * corner: one link in the page, not two, and words without icons beside the WhatsApp mark. Fixed
 * over the page, it moves nothing when it comes, so it comes with the stylesheets (its rules are
 * not inlined: every page's HTML stays within its 14 KB brotli, tests/budgets.test.ts).
 */
export function ActionBar({ site, text, whatsapp, quoteHref }: { site: Site; text: ActionBarText; whatsapp: WhatsAppButtonText; quoteHref: string }) {
  return (
    <aside className="action-bar" aria-label={text.label} data-with-stylesheets="">
      <a href={telHref(site.phones.main)}>{text.call}</a>
      <a className="action-bar__whatsapp" href={whatsappHref(site)} target="_blank" rel="noopener noreferrer" aria-label={whatsapp.label}>
        <Icon name="whatsapp" size={24} /> <span>{text.whatsapp}</span>
      </a>
      <a href={quoteHref}>{text.quote}</a>
    </aside>
  )
}
