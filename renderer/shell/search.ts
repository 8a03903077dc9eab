// The /search page: Pagefind (the index the build writes to /pagefind/) finds pages as the visitor
// types; each result shows the page's title and an excerpt with the words marked. Loaded only on
// that page. The address follows the words (/search/?q=...), so a search can be shared.
// Pagefind indexes each `<html lang>` apart and loads the index of the page it runs on: /search/
// finds English pages, /bn/search/ Bengali ones (words are matched within one language's index).
// The page's language may write a word several ways (হজ্ব, হজ, হজ্জ): the words are searched in the
// site's spelling (data-spellings, from the language's glossary), and the status repeats the visitor's.
import { fill } from '../../content/browser/fill'
import { toSiteSpelling, type Spelling } from '../../content/browser/spelling'

interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string }
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>
}

const DEBOUNCE_MS = 150
/** Built by `pagefind --site dist/client`; a variable keeps Vite from bundling it. */
const PAGEFIND_URL = '/pagefind/pagefind.js'

/** The excerpt's text with only Pagefind's <mark>s kept as elements (nothing else of it becomes HTML). */
function excerptNodes(excerpt: string): Node[] {
  const template = document.createElement('template')
  template.innerHTML = excerpt
  return Array.from(template.content.childNodes, (node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '')
    const mark = document.createElement('mark')
    mark.textContent = node.textContent
    return mark
  })
}

function resultItem(result: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li')
  const link = document.createElement('a')
  link.href = result.url
  link.textContent = result.meta.title ?? result.url
  const excerpt = document.createElement('p')
  excerpt.append(...excerptNodes(result.excerpt))
  item.append(link, excerpt)
  return item
}

export async function initSearch(root: HTMLElement): Promise<void> {
  const input = root.querySelector<HTMLInputElement>('input[name="q"]')!
  const status = root.querySelector<HTMLElement>('[data-search-status]')!
  const list = root.querySelector<HTMLElement>('[data-search-results]')!
  const text = root.dataset
  const spellings = JSON.parse(text.spellings ?? '[]') as Spelling[]
  status.textContent = text.hint ?? ''
  let pagefind: Pagefind
  try {
    pagefind = (await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind
    await pagefind.options({ excerptLength: 24 })
  } catch {
    status.textContent = text.unavailable ?? ''
    return
  }

  const run = async () => {
    const query = input.value.trim()
    const url = new URL(location.href)
    if (query) url.searchParams.set('q', query)
    else url.searchParams.delete('q')
    history.replaceState(null, '', url)
    if (!query) {
      list.replaceChildren()
      status.textContent = text.hint ?? ''
      return
    }
    status.textContent = text.searching ?? ''
    const search = await pagefind.debouncedSearch(toSiteSpelling(query, spellings), {}, DEBOUNCE_MS)
    if (search === null) return // a newer search replaced this one
    const results = await Promise.all(search.results.slice(0, 20).map((r) => r.data()))
    list.replaceChildren(...results.map(resultItem))
    const template = results.length === 0 ? text.none : results.length === 1 ? text.foundOne : text.found
    status.textContent = fill(template ?? '', { query, count: String(search.results.length) })
  }

  const runOrExplain = () =>
    run().catch(() => {
      status.textContent = text.unavailable ?? ''
    })
  input.addEventListener('input', () => void runOrExplain())
  // With JavaScript the results are already shown: the form only keeps its words in the address.
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault()
    void runOrExplain()
  })
  // The words in the address, unless the visitor has started typing before this script arrived.
  if (!input.value) input.value = new URLSearchParams(location.search).get('q')?.trim() ?? ''
  if (input.value) void runOrExplain()
}
