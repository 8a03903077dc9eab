// The list of each collection's files says in one line what each file holds (data/editor.yaml,
// given to each file as its `description`): Decap shows a collection's description above its
// list, but only a file's label on its card. The line is added to each card as the list draws it.

interface ConfigLike {
  collections: { name: string; files?: { name: string; description?: string }[] }[]
}

const CLASS = 'editor-card-description'

/** "#/collections/content/entries/umrah" → its file's one line. */
function descriptionsOf(config: ConfigLike): Map<string, string> {
  const lines = new Map<string, string>()
  for (const collection of config.collections) {
    for (const file of collection.files ?? []) {
      if (file.description) lines.set(`#/collections/${collection.name}/entries/${file.name}`, file.description)
    }
  }
  return lines
}

function describe(root: ParentNode, lines: Map<string, string>): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="#/collections/"]')) {
    const line = lines.get(link.getAttribute('href') ?? '')
    if (!line || link.querySelector(`.${CLASS}`)) continue
    const text = document.createElement('span')
    text.className = CLASS
    text.textContent = line
    link.append(text)
  }
}

export function showFileDescriptions(config: ConfigLike): void {
  const lines = descriptionsOf(config)
  // Only a collection's list has cards: the form, redrawn on every key, is left alone.
  const onList = () => /^#\/collections\/[^/?]+\/?(\?.*)?$/.test(window.location.hash)
  new MutationObserver(() => onList() && describe(document.body, lines)).observe(document.body, { childList: true, subtree: true })
}
