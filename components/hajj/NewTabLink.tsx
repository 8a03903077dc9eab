import type { ReactNode } from 'react'
import { isExternal } from '../ui/whatsapp'

/** A link that opens in a new tab and tells screen-reader users so. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel={isExternal(href) ? 'noopener noreferrer' : 'noopener'}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
