// The gallery's photos as the page shows them: category names, dates written out, picture sizes. Server-only.
import { formatFor } from '../../content/browser/format'
import type { Locale } from '../../content/browser/locale'
import type { GalleryPage, GalleryPhoto } from '../../schemas/types.generated'
import { responsiveImage, type ResponsiveImage } from '../ui/responsive-image'

export interface ShownPhoto extends Omit<GalleryPhoto, 'image' | 'date'> {
  categoryLabel: string
  image: ResponsiveImage
  date?: { iso: string; shown: string }
}

interface CategoryCount {
  id: string
  label: string
  count: number
}

export function showPhotos(gallery: GalleryPage, locale: Locale): ShownPhoto[] {
  const { longDate } = formatFor(locale)
  const labels = new Map(gallery.categories.map((category) => [category.id, category.label]))
  return gallery.photos.map(({ image, date, ...photo }) => ({
    ...photo,
    categoryLabel: labels.get(photo.category) ?? photo.category,
    image: responsiveImage(image, { width: 1200, height: 800 }),
    date: date ? { iso: date, shown: longDate(date) } : undefined,
  }))
}

/** The filter buttons: every photo first, then each category with how many photos it has. */
export function categoryCounts(gallery: GalleryPage): CategoryCount[] {
  return [
    { id: 'all', label: gallery.filters.all, count: gallery.photos.length },
    ...gallery.categories.map((category) => ({ ...category, count: gallery.photos.filter((photo) => photo.category === category.id).length })),
  ]
}
