import type { NavItem } from '../../schemas/types.generated'
import { Icon } from '../ui/Icon'

/** The phone menu: <details> opens and closes without any script; groups are nested <details>. */
export function MobileNav({ items, section }: { items: NavItem[]; section: string }) {
  return (
    <details className="mobile-nav" data-mobile-nav>
      <summary className="mobile-nav__toggle">
        <Icon name="menu" className="mobile-nav__open-icon" />
        <Icon name="close" className="mobile-nav__close-icon" />
        <span className="visually-hidden">Menu</span>
      </summary>
      <nav className="mobile-nav__panel" aria-label="Main menu">
        <ul>
          {items.map((item) =>
            item.children ? (
              <li key={item.label}>
                <details className="mobile-nav__group" open={item.section === section}>
                  <summary className={item.section === section ? 'is-active' : undefined}>
                    {item.label}
                    <Icon name="chevronDown" size={16} />
                  </summary>
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <a href={child.href}>{child.label}</a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.label}>
                <a href={item.href} className={item.section === section ? 'is-active' : undefined}>
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>
    </details>
  )
}
