import { useEffect, useRef, type RefObject } from 'react'
import { Icon } from '../ui/Icon'
import type { GalleryPage } from '../../schemas/types.generated'
import { Modal } from '../ui/Modal'
import { photoOf } from './photo-of'
import { SharePhoto } from './SharePhoto'
import { fill } from '../../content/browser/fill'
import { formatFor } from '../../content/browser/format'
import { useLocale } from '../../content/react/use-words'
import { arrowStep, swipeStep } from '../../behaviours/direction'

const SWIPE_PX = 50

/**
 * The full-screen viewer of the photos shown: previous and next wrap at both ends, arrow keys
 * move (the way the page's lines run: behaviours/direction.ts), Escape closes (the native dialog), a swipe moves on phones; the page does not scroll
 * behind it and focus returns to the photo that opened it (islands/ui/Modal.tsx).
 */
export function GalleryLightbox({
  labels,
  grid,
  ids,
  openId,
  onOpen,
  onClose,
}: {
  labels: GalleryPage['lightbox']
  grid: RefObject<HTMLDivElement | null>
  ids: string[]
  openId: string | null
  onOpen: (id: string) => void
  onClose: () => void
}) {
  const { digits } = formatFor(useLocale())
  const index = openId === null ? -1 : ids.indexOf(openId)
  const open = index >= 0
  const photo = open && grid.current ? photoOf(grid.current, ids[index]!) : null
  const step = (by: number) => onOpen(ids[(index + by + ids.length) % ids.length]!)
  const stepRef = useRef(step)
  stepRef.current = step
  const touchX = useRef<number | null>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      const by = arrowStep(event.key, document.documentElement)
      if (by !== 0) stepRef.current(by)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <Modal open={open} onClose={onClose} title={photo?.title ?? labels.title} className="lightbox" closeLabel={labels.close}>
      {photo && (
        <div className="lightbox__body">
          <div
            className="lightbox__stage"
            onTouchStart={(event) => {
              touchX.current = event.touches[0]?.clientX ?? null
            }}
            onTouchEnd={(event) => {
              const endX = event.changedTouches[0]?.clientX
              const startX = touchX.current
              if (startX !== null && endX !== undefined && Math.abs(endX - startX) > SWIPE_PX) step(swipeStep(endX - startX, event.currentTarget))
              touchX.current = null
            }}
          >
            <img
              className="lightbox__image"
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="(min-width: 1024px) 1000px, 100vw"
              width={photo.width}
              height={photo.height}
              alt={photo.title}
            />
            <button type="button" className="lightbox__nav lightbox__nav--previous" onClick={() => step(-1)} aria-label={labels.previous}>
              <Icon name="chevronLeft" size={28} />
            </button>
            <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => step(1)} aria-label={labels.next}>
              <Icon name="chevronRight" size={28} />
            </button>
          </div>
          <div className="lightbox__footer">
            <p className="lightbox__counter" aria-live="polite">
              {fill(labels.counter, { n: digits(index + 1), total: digits(ids.length) })}
            </p>
            <SharePhoto key={photo.id} labels={labels} photoId={photo.id} title={photo.title} />
          </div>
          <div className="lightbox__details" dangerouslySetInnerHTML={{ __html: photo.detailsHtml }} />
        </div>
      )}
    </Modal>
  )
}
