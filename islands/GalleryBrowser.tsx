import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { GalleryPage } from '../schemas/types.generated'
import { GalleryLightbox } from './gallery/GalleryLightbox'
import { GalleryToolbar, type GalleryView } from './gallery/GalleryToolbar'
import { readAddress, writeCategory } from './gallery/address'
import { showCategory } from './gallery/show-category'

export interface GalleryBrowserProps {
  labels: Pick<GalleryPage, 'filters' | 'views' | 'empty' | 'lightbox'>
  categories: { id: string; label: string; count: number }[]
  /** The server-rendered photos (components/gallery/PhotoGrid.tsx). */
  children?: ReactNode
}

/**
 * The gallery's behaviour over its server-rendered photos: the category filter (kept in the
 * address as ?category=), grid or list, and the viewer opened by a photo's button.
 */
export default function GalleryBrowser({ labels, categories, children }: GalleryBrowserProps) {
  const [category, setCategory] = useState('all')
  const [view, setView] = useState<GalleryView>('grid')
  const [shownIds, setShownIds] = useState<string[] | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const [animate, setAnimate] = useState(false)
  const grid = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const { category: fromAddress, photo } = readAddress()
    if (fromAddress) setCategory(fromAddress)
    if (photo) setOpenId(photo)
  }, [])

  useEffect(() => {
    setShownIds(showCategory(grid.current!, category, animate))
  }, [category, view, animate])

  useEffect(() => {
    const element = grid.current!
    const onClick = (event: MouseEvent) => {
      const id = (event.target as Element).closest('[data-open-photo]')?.getAttribute('data-open-photo')
      if (id) setOpenId(id)
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [])

  const choose = (id: string) => {
    setAnimate(true)
    setCategory(id)
    writeCategory(id)
  }
  const close = useCallback(() => setOpenId(null), [])
  const empty = shownIds !== null && shownIds.length === 0

  return (
    <div className={`gallery gallery--${view}`}>
      <GalleryToolbar
        labels={labels}
        categories={categories}
        category={category}
        onCategory={choose}
        view={view}
        onView={(next) => {
          setAnimate(true)
          setView(next)
        }}
      />
      <div ref={grid}>{children}</div>
      <div className="gallery__status" role="status">
        {empty && (
          <div className="gallery-empty">
            <h3 className="gallery-empty__heading">{labels.empty.heading}</h3>
            <p>{labels.empty.text}</p>
          </div>
        )}
      </div>
      {shownIds && <GalleryLightbox labels={labels.lightbox} grid={grid} ids={shownIds} openId={openId} onOpen={setOpenId} onClose={close} />}
    </div>
  )
}
