// The site's components ask components/ui/responsive-image.ts for an image's sizes, which it reads
// from public/ on the disk; in the editor (admin/vite.config.ts points them here) the list comes
// from the editor's build instead, so a preview's picture is the built page's.
import images from 'virtual:editor/images'
import { responsiveImageOf, type ResponsiveImage } from '../components/ui/responsive-image'

export function responsiveImage(src: string, size: { width: number; height: number }): ResponsiveImage {
  return responsiveImageOf(images, src, size)
}
