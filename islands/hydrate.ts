import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islands } from './registry'
import { loadTranslatedWords } from '../content/browser/words/load'
import { localeOfTag } from '../content/browser/locale'
import { IslandReady } from './hydration/IslandReady'
import { ServerHtml } from './hydration/ServerHtml'
import { catchUpFields, replayPresses } from './hydration/catch-up'
import { loadFormWords } from './forms/locale-words'

/**
 * Hydrates one island on its own root. The marker holds the props as JSON and, beside them, the
 * root that was rendered on the server with the same identifierPrefix (so useId matches). Its
 * server-rendered children, if any, are handed back as the same HTML. `pressed`: buttons the
 * visitor pressed before the island woke, pressed again once it has.
 */
export async function hydrateIsland(marker: HTMLElement, pressed: readonly HTMLElement[] = []): Promise<void> {
  const name = marker.dataset.island ?? ''
  const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]')
  const load = islands[name]
  if (!load || !root) throw new Error(`Island "${name}" is not registered or has no root`)
  const [{ default: Component, formWords = [] }] = await Promise.all([load(), loadTranslatedWords(localeOfTag(document.documentElement.lang))])
  // The server drew the form in the page's language: it wakes with the same words.
  await loadFormWords(localeOfTag(document.documentElement.lang), formWords)
  const props = JSON.parse(marker.querySelector(':scope > script')?.textContent ?? '{}') as Record<string, unknown>
  const slot = ownChildren(root)
  if (slot) props.children = createElement(ServerHtml, { html: slot.innerHTML })
  // From here React handles the visitor's presses itself (replaying those it sees while hydrating).
  marker.dataset.hydrating = ''
  // What was filled into the server's fields meanwhile is adopted by the forms as they hydrate.
  const island = { root, woken: false }
  await new Promise<void>((resolve) => {
    hydrateRoot(root, createElement(IslandReady, { onReady: resolve, island, children: createElement(Component, props) }), {
      identifierPrefix: marker.dataset.islandPrefix,
    })
  })
  island.woken = true
  marker.dataset.hydrated = 'true'
  catchUpFields(root)
  replayPresses(pressed)
}

/** The island's own children slot, not one of an island nested inside them. */
function ownChildren(root: HTMLElement): HTMLElement | undefined {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-island-children]')).find((slot) => slot.parentElement?.closest('[data-island-root]') === root)
}
