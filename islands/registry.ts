import type { ComponentType } from 'react'

// Every island in this folder by file name (islands/VideoGallery.tsx → "VideoGallery"), each
// imported lazily so the browser fetches one chunk per island a page uses. The server-side
// <Island name="..."> wrapper must use the same name.
// A form island also names its forms' words (`formWords`, e.g. ['contact-form']): fetched in the
// page's language before it wakes (islands/forms/locale-words.ts).
interface IslandModule {
  default: ComponentType<Record<string, unknown>>
  formWords?: readonly string[]
}

const modules = import.meta.glob<IslandModule>('./*.tsx')

export const islands: Record<string, () => Promise<IslandModule>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.slice(2, -'.tsx'.length), load]),
)
