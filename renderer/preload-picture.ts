// The first screen's largest picture (islands/ui/Picture.tsx with `priority`) is preloaded
// from <head>, in the best format the browser takes, so it is fetched before the body is parsed.
// React preloads a lone <img fetchpriority="high"> by itself, but not one inside <picture>.

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
