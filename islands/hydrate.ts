import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islands } from './registry'

/**
 * Hydrates each island on its own root. The marker holds the props as JSON and, beside them,
 * the root that was rendered on the server with the same identifierPrefix (so useId matches).
 */
export async function hydrateIslands(): Promise<void> {
  const markers = document.querySelectorAll<HTMLElement>('[data-island]')
  await Promise.all(
    Array.from(markers, async (marker) => {
      const name = marker.dataset.island ?? ''
      const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]')
      const load = islands[name]
      if (!load || !root) throw new Error(`Island "${name}" is not registered or has no root`)
      const { default: Component } = await load()
      const props = JSON.parse(marker.querySelector(':scope > script')?.textContent ?? '{}')
      hydrateRoot(root, createElement(Component, props), { identifierPrefix: marker.dataset.islandPrefix })
      marker.dataset.hydrated = 'true'
    }),
  )
}
