/** A link to a question of an FAQ (#its-id) opens its <details>, not just scrolls to it. */
export function initHashDetails(): void {
  const open = () => {
    const id = decodeURIComponent(location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    const details = target?.closest('details') ?? target?.querySelector(':scope > details')
    if (details && !details.open) {
      details.open = true
      target?.scrollIntoView()
    }
  }
  open()
  window.addEventListener('hashchange', open)
}
