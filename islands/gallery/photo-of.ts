/** What the viewer shows of a photo, read from its server-rendered item in the grid (components/gallery/PhotoItem.tsx). */
interface ViewedPhoto {
  id: string
  title: string
  src: string
  srcSet?: string
  width: number
  height: number
  /** The caption's description and facts, as the server rendered them. */
  detailsHtml: string
}

export function photoOf(grid: HTMLElement, id: string): ViewedPhoto | null {
  const item = grid.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(id)}"]`)
  const img = item?.querySelector('img')
  if (!item || !img) return null
  return {
    id,
    title: item.querySelector('.gallery-item__title')?.textContent ?? '',
    src: img.getAttribute('src') ?? '',
    srcSet: img.getAttribute('srcset') ?? undefined,
    width: img.width || Number(img.getAttribute('width')),
    height: img.height || Number(img.getAttribute('height')),
    detailsHtml: item.querySelector('[data-photo-details]')?.innerHTML ?? '',
  }
}
