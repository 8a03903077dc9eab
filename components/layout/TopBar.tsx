import type { Navigation, Site } from '../../schemas/types.generated'
import { Icon } from '../ui/Icon'

export function TopBar({ site, topBar }: { site: Site; topBar: Navigation['topBar'] }) {
  const email = site.emails[topBar.email as keyof Site['emails']]
  return (
    <aside className="topbar" aria-label="Contact details">
      <div className="container topbar__inner">
        <ul className="topbar__contacts" aria-label="Phone numbers and e-mail">
          {topBar.phones.map((key) => {
            const phone = site.phones[key as keyof Site['phones']]
            return (
              <li key={key}>
                <a href={`tel:${phone.tel}`}>
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
          <Icon name="pin" size={14} /> Offices: {topBar.offices.join(' · ')}
        </p>
      </div>
    </aside>
  )
}
