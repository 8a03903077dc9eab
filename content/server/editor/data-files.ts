// Which files of data/ the browser editor offers, read from the disk at build time.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { DEFAULT_LOCALE, LOCALES } from '../../browser/locale'
import { DATA_DIR, listCatalogueNames } from '../data/paths'
import { readMarkdown } from './edit-yaml'
import type { DataFiles } from './editor-config'

/**
 * The translations under data/<locale>/: not English pages. They have their own collections, whose
 * fields are the English file's texts only (content/server/editor/translation-config.ts).
 */
const TRANSLATION_FOLDERS = new Set<string>(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))

/** Every folder under data/ holding Markdown pages, with the pages' names. */
function markdownFolders(root: string): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  const top = join(root, DATA_DIR)
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && dir === top && TRANSLATION_FOLDERS.has(entry.name)) continue
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else if (entry.name.endsWith('.md')) {
        const folder = relative(join(root, DATA_DIR), dir).split(sep).join('/')
        ;(found[folder] ??= []).push(entry.name.slice(0, -'.md'.length))
      }
    }
  }
  walk(top)
  for (const pages of Object.values(found)) pages.sort()
  return found
}

export function readDataFileList(root: string): DataFiles {
  const catalogues = listCatalogueNames(root).filter((name) => existsSync(join(root, DATA_DIR, `${name}.yaml`)))
  const markdown = markdownFolders(root)
  const frontMatterSamples = Object.fromEntries(
    Object.entries(markdown).map(([folder, pages]) => {
      const { body: _body, ...front } = readMarkdown(readFileSync(join(root, DATA_DIR, folder, `${pages[0]}.md`), 'utf8'))
      return [folder, front]
    }),
  )
  return { catalogues, markdown, frontMatterSamples }
}
