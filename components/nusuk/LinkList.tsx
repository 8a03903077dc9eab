import { Icon } from '../../islands/ui/Icon'

/** Links to other pages of the site, with an arrow. */
export function LinkList({ links, className }: { links: ReadonlyArray<{ label: string; href: string }>; className?: string }) {
  return (
    <ul className={className ? `nusuk-links ${className}` : 'nusuk-links'}>
      {links.map((link) => (
        <li key={link.href}>
          <a className="text-link" href={link.href}>
            {link.label} <Icon name="arrowRight" size={16} />
          </a>
        </li>
      ))}
    </ul>
  )
}
