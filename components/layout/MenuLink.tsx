import type { AnchorHTMLAttributes } from 'react'
import { useWords } from '../../content/react/use-words'

/**
 * A link of the menus. On a page in another language, a link to a page that exists only in
 * English (content/server/page-data/navigation.ts `englishOnly`) says so beside its label and tells the browser
 * the page's language (hreflang).
 */
export function MenuLink({ englishOnly, children, ...attributes }: AnchorHTMLAttributes<HTMLAnchorElement> & { englishOnly?: boolean }) {
  const t = useWords()
  return (
    <a {...attributes} hrefLang={englishOnly ? 'en' : undefined}>
      {children}
      {englishOnly && <span className="menu-link__language"> {t('navigation.englishOnly')}</span>}
    </a>
  )
}
