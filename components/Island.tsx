import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { jsonForScript } from '../renderer/structuredData'

/**
 * Places an interactive island: rendered to HTML here on its own React root, hydrated in the
 * browser by islands/hydrate.ts. Props must be JSON (they travel in the page).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  className,
}: {
  /** The island's file name in islands/ (islands/HeroSlideshow.tsx → "HeroSlideshow"). */
  name: string
  component: ComponentType<P>
  props: P
  className?: string
}) {
  // The browser finds the island by this name (islands/registry.ts), so a typo would only show
  // as a dead widget: fail the build instead.
  if (!existsSync(join(process.cwd(), 'islands', `${name}.tsx`))) {
    throw new Error(`<Island name="${name}">: there is no islands/${name}.tsx (the name must be the island's file name)`)
  }
  const prefix = `${name}-${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix })
  return (
    <div data-island={name} data-island-prefix={prefix} className={className}>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
      <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
