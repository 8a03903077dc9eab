import type { ComponentType } from 'react'

// Every island in this folder by file name (islands/VideoGallery.tsx → "VideoGallery"), each
// imported lazily so the browser fetches one chunk per island a page uses. The server-side
// <Island name="..."> wrapper must use the same name.
const modules = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>('./*.tsx')

export const islands: Record<string, () => Promise<{ default: ComponentType<Record<string, unknown>> }>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.slice(2, -'.tsx'.length), load]),
)
