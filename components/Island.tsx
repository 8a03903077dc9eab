import { useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { IslandName } from '../islands/registry'
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
  name: IslandName
  component: ComponentType<P>
  props: P
  className?: string
}) {
  const prefix = `${name}-${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix })
  return (
    <div data-island={name} data-island-prefix={prefix} className={className}>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
      <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
