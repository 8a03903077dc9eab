/**
 * Shows the server-rendered photos of `category` ('all': every one) and hides the others; the
 * shown ones fade in one after another when `animate` (not on the first paint). Returns their ids in order.
 */
export function showCategory(grid: HTMLElement, category: string, animate: boolean): string[] {
  const shown: string[] = []
  for (const item of grid.querySelectorAll<HTMLElement>('[data-photo-id]')) {
    const visible = category === 'all' || item.dataset.category === category
    item.hidden = !visible
    item.classList.remove('gallery-item--enter')
    if (!visible) continue
    item.style.setProperty('--enter-index', String(Math.min(shown.length, 12)))
    shown.push(item.dataset.photoId!)
  }
  if (animate) {
    // Read layout once so the class added again restarts the animation.
    void grid.offsetWidth
    for (const item of grid.querySelectorAll<HTMLElement>('[data-photo-id]:not([hidden])')) item.classList.add('gallery-item--enter')
  }
  return shown
}
