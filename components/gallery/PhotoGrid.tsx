import type { GalleryPage } from '../../schemas/types.generated'
import { PhotoItem } from './PhotoItem'
import type { ShownPhoto } from './photos'

/** How many photos are near the top of the page: fetched at once, the others as they are scrolled to. */
const EAGER = 4

/** Every photo, server-rendered; the island filters them and opens them in its viewer. */
export function PhotoGrid({ photos, labels }: { photos: ShownPhoto[]; labels: GalleryPage['photo'] }) {
  return (
    <ul className="card-grid card-grid--4 gallery-grid">
      {photos.map((photo, i) => (
        <PhotoItem key={photo.id} photo={photo} labels={labels} eager={i < EAGER} />
      ))}
    </ul>
  )
}
