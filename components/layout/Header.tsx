import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import type { SearchText, Site } from '../../schemas/types.generated'
import type { ShownNavigation } from '../../content/server/page-data/navigation'
import { DesktopNav } from './DesktopNav'
import { HeaderSearch } from './HeaderSearch'
import { MobileNav } from './MobileNav'
import { Latin, useEnglishName } from '../ui/Latin'

/** Sticky header; renderer/shell/header.ts adds `is-scrolled` past 50 px and wires tap-to-open menus. */
export function Header({ site, navigation, section, search }: { site: Site; navigation: ShownNavigation; section: string; search: SearchText['box'] }) {
  const t = useWords()
  const format = useFormat()
  return (
    <header className="site-header" data-site-header>
      <div className="container site-header__inner">
        <a className="logo" href={navigation.home}>
          {/* The name drawn once (mark and Fraunces outlines), the same on every page whatever its
              language's fonts; its text is the agency's name from data, an English name. */}
          <img className="logo__type" src={site.logotype} width="365" height="56" alt={site.name} lang={useEnglishName()} />
          <span className="logo__tag">
            <Latin text={t('agency.atol')} /> {format.figures(site.atolNumber)}
          </span>
        </a>
        <DesktopNav items={navigation.main} section={section} />
        <HeaderSearch text={search} />
        <a className="button button--gold site-header__quote site-header__quote--desktop" href={navigation.getQuote.desktopHref}>
          {navigation.getQuote.label}
        </a>
        <a className="button button--gold site-header__quote site-header__quote--mobile" href={navigation.getQuote.mobileHref}>
          {navigation.getQuote.label}
        </a>
        <MobileNav items={navigation.main} section={section} search={search} />
      </div>
    </header>
  )
}
