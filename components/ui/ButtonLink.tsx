/** A link of data (`{ href, label }`) shown as a button; `className` gives its look (`button--gold button--large`). */
export function ButtonLink({ link, className }: { link: { href: string; label: string }; className: string }) {
  return (
    <a className={`button ${className}`} href={link.href}>
      {link.label}
    </a>
  )
}
