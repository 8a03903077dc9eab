// https://vike.dev/onRenderHtml
import { loadNavigation } from '../content/navigation'
import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { loadCatalogue } from '../content/load'
import { Layout } from '../components/layout/Layout'
import { Head } from './Head'
import { preloadFirstPicture } from './preload-picture'
import { resolvePageMeta, type PageMetaOverride } from '../content/page-meta'
import './styles/index.css'

export function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as React.ComponentType<{ data: unknown }>
  const data = pageContext.data as { meta?: PageMetaOverride } | undefined
  const is404 = Boolean(pageContext.is404)
  const meta = resolvePageMeta(pageContext.urlPathname, data?.meta, is404)
  const site = loadCatalogue('site')
  const navigation = loadNavigation()

  const head = renderToStaticMarkup(<Head meta={meta} site={site} />)
  const body = renderToStaticMarkup(
    <Layout
      site={site}
      navigation={navigation}
      shell={loadCatalogue('shell')}
      section={meta.section}
      breadcrumbs={meta.breadcrumbs}
      search={loadCatalogue('search').box}
      indexed={meta.siteSearch}
    >
      <Page data={pageContext.data} />
    </Layout>,
  )

  return escapeInject`<!DOCTYPE html>
<html lang="en-GB">
<head>${dangerouslySkipEscape(head + preloadFirstPicture(body))}</head>
<body>${dangerouslySkipEscape(body)}</body>
</html>`
}
