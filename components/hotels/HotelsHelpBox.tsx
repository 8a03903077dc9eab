import type { HotelsHelpBox as HelpBoxText, Site } from '../../schemas/types.generated'
import { ClosingBox } from '../ui/ClosingBox'
import { Icon } from '../ui/Icon'
import { whatsappHref } from '../ui/whatsapp'

/** The closing help box: call the agency, chat on WhatsApp, or write from the contact page. */
export function HotelsHelpBox({ help, site }: { help: HelpBoxText; site: Site }) {
  const phone = site.phones.main
  return (
    <ClosingBox id="hotels-help-heading" heading={help.heading} text={help.text}>
      <a className="button button--gold" href={`tel:${phone.tel}`}>
        <Icon name="phone" /> Call {phone.display}
      </a>
      <a className="button button--whatsapp" href={whatsappHref(site, help.whatsappText)} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" /> WhatsApp Us
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a className="button button--outline-light" href={help.contact.href}>
        <Icon name="mail" /> {help.contact.label}
      </a>
    </ClosingBox>
  )
}
