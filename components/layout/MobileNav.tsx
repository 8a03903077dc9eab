import { useWords } from '../../content/react/use-words'
import type { SearchText } from '../../schemas/types.generated'
import type { ShownNavigation } from '../../content/server/page-data/navigation'
import { MenuLink } from './MenuLink'
import { MenuList } from './MenuList'
import { Icon } from '../../islands/ui/Icon'
import { SearchForm } from './SearchForm'

/** The phone menu: <details> opens and closes without any script; groups are nested <details>. */
export function MobileNav({ items, section, search }: { items: ShownNavigation['main']; section: string; search: SearchText['box'] }) {
  const t = useWords()
  return (
    <details className="mobile-nav" data-mobile-nav>
      <summary className="mobile-nav__toggle">
        <Icon name="menu" className="mobile-nav__open-icon" />
        <Icon name="close" className="mobile-nav__close-icon" />
        <span className="visually-hidden">{t('navigation.menu')}</span>
      </summary>
      <nav className="mobile-nav__panel" aria-label={t('navigation.mainMenu')}>
        <SearchForm text={search} id="mobile-search-q" className="search-box mobile-nav__search" />
        <ul>
          {items.map((item) =>
            item.children ? (
              <li key={item.label}>
                <details className="mobile-nav__group" open={item.section === section}>
                  <summary className={item.section === section ? 'is-active' : undefined}>
                    {item.label}
                    <Icon name="chevronDown" size={16} />
                  </summary>
                  <MenuList links={item.children} />
                </details>
              </li>
            ) : (
              <li key={item.label}>
                <MenuLink href={item.href} className={item.section === section ? 'is-active' : undefined} englishOnly={item.englishOnly}>
                  {item.label}
                </MenuLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </details>
  )
}
