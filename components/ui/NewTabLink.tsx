import type { ReactNode } from 'react'
import { words } from '../../content/words'
import { isExternal } from './whatsapp'

/**
 * A link that opens in a new tab and tells screen-reader users so; with `icon`, sighted visitors
 * see a new-tab arrow too. Links to other websites get noreferrer.
 */
export function NewTabLink({ href, className, icon = false, children }: { href: string; className?: string; icon?: boolean; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel={isExternal(href) ? 'noopener noreferrer' : 'noopener'}>
      {children}
      {icon && (
        <svg
          className="icon new-tab-icon"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </svg>
      )}
      <span className="visually-hidden"> {words.newTab}</span>
    </a>
  )
}
