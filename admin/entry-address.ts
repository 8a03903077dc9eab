// Opening an entry by its address while another is open (a link from a message, a bookmark, the
// address typed) changed the address but left the form of the first entry's route empty: Decap's
// editor loads its entry when it is first shown only (decap-cms-core Editor.componentDidMount), not
// when the entry of its address changes. The editor is then started again on the new address,
// which loads that entry as a first visit does.

/** "#/collections/content/entries/umrah?x" → "content/umrah"; undefined off an entry. */
export function entryOfAddress(hash: string): string | undefined {
  const match = /^#\/collections\/([^/?]+)\/entries\/([^?]+)/.exec(hash)
  return match ? `${match[1]}/${match[2]}` : undefined
}

export function reloadOnEntryAddress(): void {
  let shown = entryOfAddress(window.location.hash)
  window.addEventListener('hashchange', () => {
    // After the editor's own listener: it may ask whether to leave unsaved changes, and go back if not.
    setTimeout(() => {
      const now = entryOfAddress(window.location.hash)
      if (now && shown && now !== shown) window.location.reload()
      else shown = now
    }, 0)
  })
}
