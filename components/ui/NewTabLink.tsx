import type { ReactNode } from 'react'
import { useWords } from '../../content/react/use-words'
import { Icon } from '../../islands/ui/Icon'
import { isExternal } from './whatsapp'

/**
 * A link that opens in a new tab and tells screen-reader users so; with `icon`, sighted visitors
 * see a new-tab arrow too. Links to other websites get noreferrer.
 */
export function NewTabLink({ href, className, icon = false, children }: { href: string; className?: string; icon?: boolean; children: ReactNode }) {
  const t = useWords()
  return (
    <a className={className} href={href} target="_blank" rel={isExternal(href) ? 'noopener noreferrer' : 'noopener'}>
      {children}
      {icon && <Icon name="newTab" size={16} className="new-tab-icon" />}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  )
}
