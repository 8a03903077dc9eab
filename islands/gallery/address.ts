/** ?category= and ?photo= of the gallery's address, as a shared link gives them. */
export function readAddress(): { category: string | null; photo: string | null } {
  const params = new URLSearchParams(window.location.search)
  return { category: params.get('category'), photo: params.get('photo') }
}

/** Keeps the chosen category in the address (none for every photo), so the link can be shared. */
export function writeCategory(category: string): void {
  const url = new URL(window.location.href)
  if (category === 'all') url.searchParams.delete('category')
  else url.searchParams.set('category', category)
  url.searchParams.delete('photo')
  window.history.replaceState(window.history.state, '', url)
}

/** The address that opens one photo in the viewer. */
export function photoAddress(id: string): string {
  const url = new URL(window.location.pathname, window.location.origin)
  url.searchParams.set('photo', id)
  return url.href
}
