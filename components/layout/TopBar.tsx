import { telHref } from '../../content/phone'
import type { Navigation, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { words } from '../../content/words'

export function TopBar({ site, topBar }: { site: Site; topBar: Navigation['topBar'] }) {
  const email = site.emails[topBar.email as keyof Site['emails']]
  return (
    <aside className="topbar" aria-label={words.navigation.contactDetails}>
      <div className="container topbar__inner">
        <ul className="topbar__contacts" aria-label={words.navigation.phonesAndEmail}>
          {topBar.phones.map((key) => {
            const phone = site.phones[key as keyof Site['phones']]
            return (
              <li key={key}>
                <a href={telHref(phone)}>
                  <Icon name="phone" size={14} />
                  <span className="topbar__label">{phone.label}:</span> {phone.display}
                </a>
              </li>
            )
          })}
          <li>
            <a href={`mailto:${email}`}>
              <Icon name="mail" size={14} /> {email}
            </a>
          </li>
        </ul>
        <p className="topbar__offices">
          <Icon name="pin" size={14} /> {words.contact.offices} {topBar.offices.join(' · ')}
        </p>
      </div>
    </aside>
  )
}
