import type { Site } from '../schemas/types.generated'
import type { PageMeta } from '../content/server/routes/page-meta'
import { jsonForScript, structuredData } from '../content/server/page-data/structured-data'
import { OG_LOCALES, pageAlternates } from '../content/server/routes/alternates'

/** Everything in <head>: title, description, canonical, its other languages, social previews and structured data. */
export function Head({ meta, site }: { meta: PageMeta; site: Site }) {
  const alternates = pageAlternates(meta.path)
  const otherLocales = alternates.flatMap(({ locale }) => (locale && locale !== meta.locale ? [locale] : []))
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.fullTitle}</title>
      <meta name="description" content={meta.description} />
      {meta.localKeywords && <meta name="keywords" content={meta.localKeywords.join(', ')} />}
      {meta.canonicalUrl && <link rel="canonical" href={meta.canonicalUrl} />}
      {alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {meta.noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#0b4f41" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content={meta.type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={meta.fullTitle} />
      <meta property="og:description" content={meta.description} />
      {meta.canonicalUrl && <meta property="og:url" content={meta.canonicalUrl} />}
      <meta property="og:image" content={meta.shareImageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${site.name}: ${site.tagline}`} />
      <meta property="og:locale" content={OG_LOCALES[meta.locale]} />
      {otherLocales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={OG_LOCALES[locale]} />
      ))}
      {/* X reads the title, description and image from the og: tags when it has no twitter: ones. */}
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData(meta)) }} />
    </>
  )
}
