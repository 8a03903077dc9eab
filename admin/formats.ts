// Saving keeps the file (content/server/editor/edit-yaml.ts): the formats edit the text the entry was
// loaded as. Decap hands a format only the values (toFile(data)), so the entry being saved, with
// its path and loaded text, is noted by the preSave listener (admin/save-check.ts) just before
// Decap turns it into the file's text.
import CMS from './decap'
import { parse, stringify } from 'yaml'
import { MARKDOWN_FORMAT, YAML_FORMAT } from '../content/server/editor/editor-config'
import { readMarkdown } from '../content/server/editor/edit-yaml'
import { savedText } from './check'

let saving: { file: string; raw: string } | undefined

/** The entry about to be saved: its file and the text it was loaded as. */
export function noteSaving(file: string, raw: string): void {
  saving = { file, raw }
}

function toFile(extension: string, data: Record<string, unknown>): string {
  if (saving?.file.endsWith(extension)) return savedText(saving.file, saving.raw, data)
  // A file not loaded from the repository (Decap's local backup of unsaved changes).
  if (extension === '.md') {
    const { body, ...front } = data
    return `---\n${stringify(front, { lineWidth: 0 })}---\n${typeof body === 'string' ? body : ''}`
  }
  return stringify(data, { lineWidth: 0 })
}

export function registerFormats(): void {
  CMS.registerCustomFormat(YAML_FORMAT, 'yaml', {
    fromFile: (text: string) => (parse(text) ?? {}) as object,
    toFile: (data: object) => toFile('.yaml', data as Record<string, unknown>),
  })
  CMS.registerCustomFormat(MARKDOWN_FORMAT, 'md', {
    fromFile: (text: string) => readMarkdown(text),
    toFile: (data: object) => toFile('.md', data as Record<string, unknown>),
  })
}
