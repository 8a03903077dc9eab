// The modules scripts/admin/editor-modules.ts makes while the editor builds.
declare module 'virtual:editor/config' {
  const config: Record<string, unknown>
  export default config
}
declare module 'virtual:editor/schemas' {
  import type { JsonSchema } from '../content/server/check/schemas'
  const schemas: Record<string, JsonSchema>
  export default schemas
}
declare module 'virtual:editor/context' {
  import type { EditorContext } from './context'
  const context: EditorContext
  export default context
}
declare module 'virtual:editor/images' {
  import type { ImageManifest } from '../content/browser/image-manifest'
  const images: ImageManifest
  export default images
}
declare module 'virtual:editor/enquiry-words' {
  import type { Locale } from '../content/browser/locale'
  import type { EnquiriesView } from '../schemas/types.generated'
  const words: Record<Locale, EnquiriesView>
  export default words
}
declare module 'virtual:editor/disk' {
  /** Path relative to the project → its text (data/, schemas/), or '' (pages/, public/: by name only). */
  const files: Record<string, string>
  export default files
}
// Decap's own name-maker for uploads (its package has no types): the editor names a picture as Decap saves it.
declare module 'decap-cms-core/dist/esm/lib/urlHelper' {
  export function sanitizeSlug(name: string, options: unknown): string
}
declare module 'virtual:editor/words' {
  import type { EditorWords } from '../schemas/types.generated'
  const words: EditorWords
  export default words
}
declare module 'decap-cms-widget-object/dist/esm/index.js' {
  import type { ComponentType } from 'react'
  /** Decap's object widget, as its own package exports it (admin/folded-items.tsx). */
  const widget: { controlComponent: ComponentType<never>; previewComponent: ComponentType<never>; Widget: (options?: object) => object }
  export default widget
}
// Decap's backends, widgets, Markdown picture and words (admin/decap.ts): its packages have no types.
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: unknown
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: unknown
}
declare module 'decap-cms-widget-*' {
  const widget: { Widget: (options?: object) => object }
  export default widget
}
declare module 'decap-cms-editor-component-image' {
  const component: object
  export default component
}
declare module 'decap-cms-locales' {
  export const en: Record<string, unknown>
}
