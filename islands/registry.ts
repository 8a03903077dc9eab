import type { ComponentType } from 'react'

// Every island by name, each imported lazily so the browser fetches one chunk per island used.
// The server-side <Island> wrapper renders the same component under the same name.
export const islands = {
  HeroSlideshow: () => import('./HeroSlideshow'),
  VideoGallery: () => import('./VideoGallery'),
  HomeContactForm: () => import('./HomeContactForm'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof islands
