import type { ShownNavigation } from '../../content/server/page-data/navigation'
import { Icon } from '../../islands/ui/Icon'
import { useWords } from '../../content/react/use-words'
import { MenuLink } from './MenuLink'
import { MenuList } from './MenuList'

/**
 * Dropdowns open on hover and on keyboard focus with CSS alone (:hover, :focus-within);
 * the toggle buttons also open them on tap/click through renderer/shell/header.ts.
 */
export function DesktopNav({ items, section }: { items: ShownNavigation['main']; section: string }) {
  const t = useWords()
  return (
    <nav className="desktop-nav" aria-label={t('navigation.main')}>
      <ul className="desktop-nav__list">
        {items.map((item) => {
          const active = item.section === section
          if (!item.children) {
            return (
              <li key={item.label}>
                <MenuLink
                  className={active ? 'desktop-nav__link is-active' : 'desktop-nav__link'}
                  href={item.href}
                  aria-current={active ? 'true' : undefined}
                  englishOnly={item.englishOnly}
                >
                  {item.label}
                </MenuLink>
              </li>
            )
          }
          const menuId = `menu-${item.section}`
          return (
            <li key={item.label} className="desktop-nav__group" data-dropdown>
              <button type="button" className={active ? 'desktop-nav__link is-active' : 'desktop-nav__link'} aria-expanded="false" aria-controls={menuId}>
                {item.label}
                <Icon name="chevronDown" size={14} />
              </button>
              <MenuList className="dropdown" id={menuId} links={item.children} />
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
