import { telHref } from '../../content/server/contact/phone'
import type { Navigation, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import type { LanguageLink } from '../../content/server/routes/alternates'
import { LANGUAGE_TAGS } from '../../content/browser/locale'

/**
 * The bar above the header: phones, e-mail, offices and the language switch, a plain link to
 * this page in the other language (content/server/routes/alternates.ts) that stands out once the visitor has
 * read the page it leads to (:visited, renderer/styles/shell.css: nothing stored, no script). At
 * the top right, where readers look for it, and where the header, full at a phone's width and
 * at 1280 px, has no room for it.
 */
export function TopBar({ site, topBar, languages }: { site: Site; topBar: Navigation['topBar']; languages: LanguageLink[] }) {
  const t = useWords()
  const format = useFormat()
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
                  <span className="topbar__label">{phone.label}:</span> {format.figures(phone.display)}
                </a>
              </li>
            )
          })}
          <li>
            <a href={`mailto:${email}`}>
              <Icon name="mail" size={14} /> <span className="topbar__email">{email}</span>
            </a>
          </li>
        </ul>
        <div className="topbar__end">
          <p className="topbar__offices">
            <Icon name="pin" size={14} /> {t('contact.offices')} {topBar.offices.join(' · ')}
          </p>
          {languages.map((link) => (
            <a
              key={link.locale}
              className="language-switch"
              href={link.href}
              hrefLang={LANGUAGE_TAGS[link.locale]}
              lang={LANGUAGE_TAGS[link.locale]}
              data-language-switch={link.locale}
            >
              {t(`language.${link.locale}`)}
            </a>
          ))}
        </div>
      </div>
    </aside>
  )
}
