import { telHref } from '../../content/server/contact/phone'
import { PhoneNumber } from '../ui/PhoneNumber'
import type { HelpBox as HelpBoxText, Site } from '../../schemas/types.generated'
import { ClosingBox } from '../ui/ClosingBox'
import { Icon } from '../../islands/ui/Icon'
import { whatsappHref } from '../ui/whatsapp'
import { useWords } from '../../content/react/use-words'
import { NewTabLink } from '../ui/NewTabLink'

/** The closing help box: call the agency, chat on WhatsApp, or write from the contact page. */
export function HotelsHelpBox({ help, site }: { help: HelpBoxText; site: Site }) {
  const t = useWords()
  const phone = site.phones.main
  return (
    <ClosingBox id="hotels-help-heading" heading={help.heading} text={help.text}>
      <a className="button button--gold" href={telHref(phone)}>
        <Icon name="phone" /> {t('contact.call')} <PhoneNumber phone={phone} />
      </a>
      <NewTabLink className="button button--whatsapp" href={whatsappHref(site, help.whatsappText)}>
        <Icon name="whatsapp" /> {t('contact.whatsappUs')}
      </NewTabLink>
      <a className="button button--outline-light" href={help.contact.href}>
        <Icon name="mail" /> {help.contact.label}
      </a>
    </ClosingBox>
  )
}
