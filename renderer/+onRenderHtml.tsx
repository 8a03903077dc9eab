// https://vike.dev/onRenderHtml
import { loadNavigation } from '../content/server/page-data/navigation'
import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { loadCatalogue } from '../content/server/data/load'
import { today } from '../content/server/today'
import { Layout } from '../components/layout/Layout'
import { Head } from './Head'
import { preloadFirstPicture, withoutOtherImagePreloads } from './preload-picture'
import { resolvePageMeta, type PageMetaOverride } from '../content/server/routes/page-meta'
import { DIRECTIONS, LANGUAGE_TAGS, localeOfPath } from '../content/browser/locale'
import { LocaleContext } from '../content/react/locale-context'
import { LocalHrefContext } from '../content/react/local-href-context'
import { localHrefs } from '../content/server/routes/localise'
import '../content/server/language/all-words'
import { languageLinks } from '../content/server/routes/alternates'
import './styles/index.css'

export function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as React.ComponentType<{ data: unknown }>
  const data = pageContext.data as { meta?: PageMetaOverride } | undefined
  const is404 = Boolean(pageContext.is404)
  // The prerendered 404 page is rendered without routing, so without onBeforeRoute's locale.
  const locale = pageContext.locale ?? localeOfPath(pageContext.urlPathname).locale
  const meta = resolvePageMeta(pageContext.urlPathname, data?.meta, is404, locale)
  const site = loadCatalogue('site', locale)
  const navigation = loadNavigation(today(), locale)

  const head = renderToStaticMarkup(<Head meta={meta} site={site} />)
  const body = withoutOtherImagePreloads(
    renderToStaticMarkup(
      <LocaleContext value={locale}>
        <LocalHrefContext value={localHrefs(locale)}>
          <Layout
            site={site}
            navigation={navigation}
            shell={loadCatalogue('shell', locale)}
            section={meta.section}
            cta={meta.cta}
            breadcrumbs={meta.breadcrumbs}
            search={loadCatalogue('search', locale).box}
            indexed={meta.siteSearch}
            languages={languageLinks(meta.path, locale)}
          >
            <Page data={pageContext.data} />
          </Layout>
        </LocalHrefContext>
      </LocaleContext>,
    ),
  )

  return {
    documentHtml: escapeInject`<!DOCTYPE html>
<html lang="${LANGUAGE_TAGS[locale]}" dir="${DIRECTIONS[locale]}">
<head>${dangerouslySkipEscape(head + preloadFirstPicture(body))}</head>
<body>${dangerouslySkipEscape(body)}</body>
</html>`,
    injectFilter: withoutFontPreloads,
  }
}

/**
 * Vike preloads every font the stylesheets name: a page preloads none. The brand faces come with
 * the stylesheets, after the first paint (scripts/critical-css-fonts.ts says why).
 */
function withoutFontPreloads(assets: InjectFilterEntry[]): void {
  for (const asset of assets) if (asset.assetType === 'font') asset.inject = false
}
