import { telHref } from '../../content/phone'
import type { Navigation, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { useWords } from '../../content/use-words'

export function TopBar({ site, topBar }: { site: Site; topBar: Navigation['topBar'] }) {
  const t = useWords()
  const email = site.emails[topBar.email as keyof Site['emails']]
  return (
    <aside className="topbar" aria-label={t('navigation.contactDetails')}>
      <div className="container topbar__inner">
        <ul className="topbar__contacts" aria-label={t('navigation.phonesAndEmail')}>
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
          <Icon name="pin" size={14} /> {t('contact.offices')} {topBar.offices.join(' · ')}
        </p>
      </div>
    </aside>
  )
}
