import type { ReactNode } from 'react'
import type { Navigation, Shell, Site } from '../../schemas/types.generated'
import type { Breadcrumb } from '../../renderer/pageMeta'
import { Breadcrumbs } from './Breadcrumbs'
import { CookieBanner } from './CookieBanner'
import { Footer } from './Footer'
import { Header } from './Header'
import { PromoSection } from './PromoSection'
import { TopBar } from './TopBar'
import { WhatsAppButton } from './WhatsAppButton'
import { words } from '../../content/words'

/** The shell around every page: plain HTML, no React in the browser. */
export function Layout({
  site,
  navigation,
  shell,
  section,
  breadcrumbs,
  children,
}: {
  site: Site
  navigation: Navigation
  shell: Shell
  section: string
  breadcrumbs: Breadcrumb[]
  children: ReactNode
}) {
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipToContent}
      </a>
      <TopBar site={site} topBar={navigation.topBar} />
      <Header site={site} navigation={navigation} section={section} />
      <main id="main" tabIndex={-1}>
        {breadcrumbs.length > 1 && <Breadcrumbs items={breadcrumbs} />}
        {children}
      </main>
      <PromoSection site={site} promo={navigation.promo} />
      <Footer site={site} footer={navigation.footer} />
      <WhatsAppButton site={site} text={shell.whatsappButton} />
      <CookieBanner text={shell.cookieBanner} />
    </>
  )
}
