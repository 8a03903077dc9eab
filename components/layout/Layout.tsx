import type { ReactNode } from 'react'
import type { SearchText, Shell, Site } from '../../schemas/types.generated'
import type { ShownNavigation } from '../../content/server/page-data/navigation'
import type { Breadcrumb, PageMeta } from '../../content/server/routes/page-meta'
import type { LanguageLink } from '../../content/server/routes/alternates'
import { Breadcrumbs } from './Breadcrumbs'
import { Footer } from './Footer'
import { Header } from './Header'
import { PromoSection } from './PromoSection'
import { TopBar } from './TopBar'
import { ActionBar } from './ActionBar'
import { useWords } from '../../content/react/use-words'

/** The shell around every page: plain HTML, no React in the browser. */
export function Layout({
  site,
  navigation,
  shell,
  section,
  cta,
  breadcrumbs,
  search,
  indexed,
  languages,
  children,
}: {
  site: Site
  navigation: ShownNavigation
  shell: Shell
  section: string
  /** The call-to-action band the route ends with (data/routes.yaml `cta`): one at most, so none when the page closes with its own. */
  cta: PageMeta['cta']
  breadcrumbs: Breadcrumb[]
  search: SearchText['box']
  /** Whether the site search finds this page (not the search page itself or a not-found page). */
  indexed: boolean
  /** The header's language switch (content/server/routes/alternates.ts languageLinks). */
  languages: LanguageLink[]
  children: ReactNode
}) {
  const t = useWords()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar site={site} topBar={navigation.topBar} languages={languages} />
      <Header site={site} navigation={navigation} section={section} search={search} />
      {/* Pagefind indexes only the main content of each page (menus and footer would match everything). */}
      <main id="main" tabIndex={-1} data-pagefind-body={indexed ? '' : undefined}>
        {breadcrumbs.length > 1 && <Breadcrumbs items={breadcrumbs} />}
        {children}
      </main>
      {cta === 'hajj-registration' && <PromoSection site={site} promo={navigation.promo} />}
      <Footer site={site} footer={navigation.footer} home={navigation.home} />
      <ActionBar site={site} text={shell.actionBar} whatsapp={shell.whatsappButton} quoteHref={navigation.getQuote.mobileHref} />
    </>
  )
}
