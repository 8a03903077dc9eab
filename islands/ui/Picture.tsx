/**
 * An image as Picture shows it, made by components/ui/responsive-image.ts at build time: plain
 * JSON, so an island can take it as a prop.
 */
export interface ResponsiveImage {
  src: string
  width: number
  height: number
  /** For a raster original: the AVIF and WebP sources, then srcSet of the JPEG fallback. */
  sources?: { type: string; srcSet: string }[]
  srcSet?: string
}

/**
 * `sizes` of a picture in a row of cards: two a row on a tablet, one on a phone, and on a computer
 * three (the home page's packages and videos, the hotels) or four (the Hajj packages, the flight
 * destinations, the vehicles, the tours).
 */
export const CARD_SIZES = {
  threeARow: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  fourARow: '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw',
} as const

/**
 * An image in the formats and sizes made of it (components/ui/responsive-image.ts): the browser
 * picks AVIF, WebP or JPEG at the width `sizes` says it shows. Every picture of data/ is shown
 * through it (tests/site/responsive-images.test.ts): a photograph staff upload is never sent at
 * the size it was taken. `priority`: the first screen's
 * largest picture (fetched first, never lazily; the page preloads it).
 */
export function Picture({
  image,
  sizes = '100vw',
  alt = '',
  className,
  priority = false,
  eager = false,
}: {
  image: ResponsiveImage
  sizes?: string
  alt?: string
  className?: string
  priority?: boolean
  /** Fetched at once, not lazily, without the first screen's priority (pictures near the top). */
  eager?: boolean
}) {
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
  if (!image.sources) return img
  return (
    <picture data-lcp={priority ? '' : undefined}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}
