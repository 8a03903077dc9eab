import type { ResponsiveImage } from './responsive-image'

/**
 * An image in the formats and sizes made of it (components/ui/responsive-image.ts): the browser
 * picks AVIF, WebP or JPEG at the width `sizes` says it shows. `priority`: the first screen's
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
