// The /search page: loads the index built from every prerendered page and ranks pages by where
// the words appear (title, then headings, description, text). Loaded only on that page.
interface SearchEntry {
  url: string
  title: string
  description: string
  headings: string[]
  text: string
}

const WEIGHTS = { title: 8, headings: 4, description: 3, text: 1 }

function words(query: string): string[] {
  return query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1)
}

export function score(entry: SearchEntry, terms: string[]): number {
  const fields = {
    title: entry.title.toLowerCase(),
    headings: entry.headings.join(' ').toLowerCase(),
    description: entry.description.toLowerCase(),
    text: entry.text.toLowerCase(),
  }
  let total = 0
  for (const term of terms) {
    let found = 0
    for (const [field, weight] of Object.entries(WEIGHTS)) {
      if (fields[field as keyof typeof fields].includes(term)) found += weight
    }
    if (found === 0) return 0
    total += found
  }
  return total
}

function snippet(entry: SearchEntry, terms: string[]): string {
  const lower = entry.text.toLowerCase()
  const at = Math.max(0, ...terms.map((t) => lower.indexOf(t)))
  const start = Math.max(0, at - 60)
  return (start > 0 ? '…' : '') + entry.text.slice(start, start + 180).trim() + '…'
}

function render(list: HTMLElement, results: SearchEntry[], terms: string[]): void {
  list.replaceChildren(
    ...results.map((entry) => {
      const item = document.createElement('li')
      const link = document.createElement('a')
      link.href = entry.url
      link.textContent = entry.title
      const description = document.createElement('p')
      description.textContent = entry.description || snippet(entry, terms)
      item.append(link, description)
      return item
    }),
  )
}

export async function initSearch(root: HTMLElement): Promise<void> {
  const input = root.querySelector<HTMLInputElement>('input[name="q"]')!
  const status = root.querySelector<HTMLElement>('[data-search-status]')!
  const list = root.querySelector<HTMLElement>('[data-search-results]')!
  const query = new URLSearchParams(location.search).get('q')?.trim() ?? ''
  input.value = query
  if (!query) return
  const terms = words(query)
  try {
    const response = await fetch('/search-index.json')
    if (!response.ok) throw new Error(String(response.status))
    const entries = (await response.json()) as SearchEntry[]
    const results = entries
      .map((entry) => ({ entry, score: score(entry, terms) }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score)
      .map((r) => r.entry)
    status.textContent =
      results.length === 0
        ? `No pages found for “${query}”. Try another word, or contact us and we will help.`
        : `${results.length} page${results.length === 1 ? '' : 's'} found for “${query}”.`
    render(list, results, terms)
  } catch {
    status.textContent = 'Search is not available just now. Please try again, or browse from the menu.'
  }
}
