// The first screen's largest picture (islands/ui/Picture.tsx with `priority`) is preloaded
// from <head>, in the best format the browser takes, so it is fetched before the body is parsed.
// React preloads a lone <img fetchpriority="high"> by itself, but not one inside <picture>.
// It is the only picture preloaded: React also preloads every other <img> it renders outside a
// <picture> (the header's logotype, the footer's mark), which then shared a phone's first
// moments with it (Lighthouse, /bn/umrah/december-2026/: LCP 1.05 s with them, 0.94 s without).

const PICTURE = /<picture data-lcp="">([\s\S]*?)<\/picture>/
const SOURCE = /<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"\/>/g

export function preloadFirstPicture(body: string): string {
  const picture = PICTURE.exec(body)
  if (!picture) return ''
  // The best format only: a browser without it skips the preload (its type) and finds the
  // picture's next source as it parses; one preload per format would fetch two copies.
  const [best] = Array.from(picture[1]!.matchAll(SOURCE))
  if (!best) return ''
  const [, type, srcSet, sizes] = best
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high">`
}

/** React's preload of an image of the page (`<link rel="preload" as="image" href=…/>`, put before the body's markup). */
const REACT_IMAGE_PRELOAD = /<link rel="preload" as="image" href="[^"]*"(?: fetchPriority="(\w+)")?\/>/g

/** The body without React's preloads of images other than its first screen's largest (`fetchPriority="high"`). */
export function withoutOtherImagePreloads(body: string): string {
  return body.replace(REACT_IMAGE_PRELOAD, (link, priority: string | undefined) => (priority === 'high' ? link : ''))
}
