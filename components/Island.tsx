import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { useId, type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { IslandReady } from '../islands/hydration/IslandReady'
import { ServerHtml } from '../islands/hydration/ServerHtml'
import { DEFAULT_HYDRATE_WHEN, type HydrateWhen } from '../behaviours/when'
import { jsonForScript } from '../content/server/page-data/structured-data'
import { LocaleContext } from '../content/react/locale-context'
import { useLocale } from '../content/react/use-words'
import { LocalHrefContext, useLocalHref } from '../content/react/local-href-context'
// Every form's words in every language: an island on a page in another language is drawn in it.
import '../forms/_shared/all-form-words.generated'

/**
 * Places an interactive island: rendered to HTML here on its own React root, hydrated in the
 * browser by islands/hydrate.ts when `hydrate` says (behaviours/when.ts; default: on the
 * visitor's first focus, press or key inside it, or on one of its `wakers`). Props must be JSON (they travel in the page): pass only the state the
 * island needs. Content it shows but does not change goes in as children: rendered here to HTML,
 * handed to the island as its `children` prop, and never sent as JSON.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  className,
  hydrate = DEFAULT_HYDRATE_WHEN,
  wakers,
  wakeOnQuery,
  children,
}: {
  /** The island's file name in islands/ (islands/VideoGallery.tsx → "VideoGallery"). */
  name: string
  component: ComponentType<P>
  props: Omit<P, 'children'>
  className?: string
  hydrate?: HydrateWhen
  /**
   * A CSS selector for buttons elsewhere on the page that this island answers (e.g. the booking
   * buttons all over /transport open its window): a press on one wakes the island and is
   * replayed once it has woken, like a press inside it.
   */
  wakers?: string
  /**
   * Address parameters the island acts on as the page opens (the gallery's shared ?photo=): an
   * address carrying one of them wakes the island on load, whatever `hydrate` says.
   */
  wakeOnQuery?: string[]
  children?: ReactNode
}) {
  // The browser finds the island by its file name (islands/registry.ts globs islands/*.tsx), so a typo would only show
  // as a dead widget: fail the build instead.
  if (!existsSync(join(process.cwd(), 'islands', `${name}.tsx`))) {
    throw new Error(`<Island name="${name}">: there is no islands/${name}.tsx (the name must be the island's file name)`)
  }
  const prefix = `${name}-${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  // Each root of its own is given the page's locale again, as the hydrator gives it in the browser.
  const locale = useLocale()
  const localHref = useLocalHref()
  const slot =
    children === undefined
      ? {}
      : {
          children: (
            <ServerHtml
              html={renderToStaticMarkup(
                <LocaleContext value={locale}>
                  <LocalHrefContext value={localHref}>{children}</LocalHrefContext>
                </LocaleContext>,
              )}
            />
          ),
        }
  const html = renderToString(
    <IslandReady>
      <LocaleContext value={locale}>
        <Component {...(props as P)} {...slot} />
      </LocaleContext>
    </IslandReady>,
    { identifierPrefix: prefix },
  )
  return (
    <div
      data-island={name}
      data-island-prefix={prefix}
      data-island-when={hydrate}
      data-island-wakers={wakers}
      data-island-query={wakeOnQuery?.join(' ')}
      className={className}
    >
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
      <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
