import type { GalleryPage } from '../../schemas/types.generated'
import { Picture } from '../../islands/ui/Picture'
import type { ShownPhoto } from './photos'

/**
 * One photo of the gallery, server-rendered: a button (the picture) that opens the viewer, and
 * its caption. The island (islands/GalleryBrowser.tsx) hides it when its category is filtered out
 * and shows the caption's details in the viewer.
 */
export function PhotoItem({ photo, labels, eager }: { photo: ShownPhoto; labels: GalleryPage['photo']; eager: boolean }) {
  return (
    <li className="gallery-item" data-photo-id={photo.id} data-category={photo.category}>
      <figure className="gallery-item__figure">
        <button type="button" className="gallery-item__open" data-open-photo={photo.id}>
          <Picture className="gallery-item__image" image={photo.image} alt="" eager={eager} sizes="(min-width: 1280px) 280px, (min-width: 640px) 45vw, 100vw" />
          <span className="visually-hidden">
            {labels.open}: {photo.title}
          </span>
        </button>
        <figcaption className="gallery-item__caption">
          <span className="gallery-item__category">{photo.categoryLabel}</span>
          <h3 className="gallery-item__title">{photo.title}</h3>
          <div className="gallery-item__details" data-photo-details="">
            <p className="gallery-item__description">{photo.description}</p>
            <dl className="gallery-item__meta">
              {photo.date && (
                <div>
                  <dt>{labels.date}</dt>
                  <dd>
                    <time dateTime={photo.date.iso}>{photo.date.shown}</time>
                  </dd>
                </div>
              )}
              <div>
                <dt>{labels.location}</dt>
                <dd>{photo.location}</dd>
              </div>
              {photo.groupSize && (
                <div>
                  <dt>{labels.groupSize}</dt>
                  <dd>{photo.groupSize}</dd>
                </div>
              )}
            </dl>
            {photo.sample && <p className="gallery-item__sample">{labels.sample}</p>}
          </div>
        </figcaption>
      </figure>
    </li>
  )
}
