import { MenuLink } from './MenuLink'

/** A list of menu links (a dropdown of the header, a group of the phone menu, a column of the footer). */
export function MenuList({
  links,
  className,
  id,
}: {
  links: readonly { href: string; label: string; englishOnly?: boolean }[]
  className?: string
  id?: string
}) {
  return (
    <ul className={className} id={id}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <MenuLink href={link.href} englishOnly={link.englishOnly}>
            {link.label}
          </MenuLink>
        </li>
      ))}
    </ul>
  )
}
