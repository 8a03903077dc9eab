// The browser editor's configuration (Decap CMS at /admin/), made from the JSON Schemas and the
// files of data/ at build time and never written by hand: a field per schema property, with the
// schema's description as its hint, its required flag, option lists, number bounds and patterns.
// A schema change changes the editor with no other edit (tests/content/editor-config.test.ts
// fails when a property has no field).
import { TRANSLATE, type TranslateMark } from '../check/meaning/translate'
import { derefSchema, type JsonSchema, type SchemaSet } from '../check/schemas'
import { frontMatterSchemaFile, MARKDOWN_FOLDERS, schemaFile } from '../data/paths'

export interface EditorField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  fields?: EditorField[]
  field?: EditorField
  options?: (string | number)[]
  multiple?: boolean
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  pattern?: [string, string]
  summary?: string
  collapsed?: boolean
  modes?: string[]
  default?: unknown
  [option: string]: unknown
}

export interface EditorFile {
  name: string
  label: string
  file: string
  description?: string
  fields: EditorField[]
}

export interface EditorCollection {
  name: string
  label: string
  format: string
  extension: string
  files: EditorFile[]
  description?: string
  editor?: { preview: boolean }
}

/** The formats the editor registers (admin/formats.ts): they edit the file in place. */
export const YAML_FORMAT = 'yaml-in-place'
export const MARKDOWN_FORMAT = 'markdown-in-place'
/** The widget of numbers: a text box, so "£1,649" reaches the check and its message (admin/widgets.tsx). */
export const NUMBER_WIDGET = 'checked-number'

/** The `$defs` shown with their own widget rather than by their type. */
const WIDGET_OF_DEF: Record<string, string> = { imagePath: 'image', text: 'text' }

/**
 * A date is typed as the hint says, YYYY-MM-DD, in a text box: Decap's date widget draws the
 * browser's own box (mm/dd/yyyy in an American browser) and empties it on a day that does not
 * exist, so 30 February read as "required". The check says what is wrong with a date as written.
 */
export const DATE_PATTERN: [string, string] = ['^\\d{4}-\\d{2}-\\d{2}$', 'Write the date as YYYY-MM-DD, e.g. 2026-03-31']

/** "originalPrice" → "Original price", "brochureUrl" → "Brochure URL": a label from a field name. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word, i) => {
      if (/^(url|id|faq|nid|atol|pdf|uk|seo)$/i.test(word)) return word.toUpperCase()
      return i === 0 ? word[0].toUpperCase() + word.slice(1) : word.toLowerCase()
    })
  return words.join(' ') || name
}

/** The field a list item is summarised by in the collapsed list: its name, title or id. */
function summaryOf(fields: EditorField[]): string | undefined {
  const key = ['title', 'name', 'label', 'heading', 'question', 'id', 'key', 'day', 'text'].find((name) => fields.some((f) => f.name === name))
  return key ? `{{fields.${key}}}` : undefined
}

interface Resolved {
  schema: JsonSchema
  def?: string
  file: string
}

function resolve(set: SchemaSet, schema: JsonSchema, file: string): Resolved {
  const { schema: target, def } = derefSchema(set, schema, file)
  const ref = typeof schema.$ref === 'string' ? schema.$ref.split('#')[0].replace(/^\.\.\//, '') : ''
  return { schema: target, def, file: ref || file }
}

function descriptionOf(schema: JsonSchema, target: JsonSchema): string | undefined {
  const text = (schema.description ?? target.description) as string | undefined
  return text?.trim() || undefined
}

function scalarWidget(field: EditorField, target: JsonSchema, def: string | undefined): EditorField {
  if (Array.isArray(target.enum)) return { ...field, widget: 'select', options: target.enum as (string | number)[] }
  if (target.const !== undefined) return { ...field, widget: 'select', options: [target.const as string] }
  const type = target.type
  if (type === 'integer' || type === 'number') {
    return {
      ...field,
      widget: NUMBER_WIDGET,
      value_type: type === 'integer' ? 'int' : 'float',
      ...(typeof target.minimum === 'number' ? { min: target.minimum } : {}),
      ...(typeof target.maximum === 'number' ? { max: target.maximum } : {}),
    }
  }
  if (type === 'boolean') return { ...field, widget: 'boolean' }
  if (def === 'date' || target.format === 'date') return { ...field, widget: 'string', pattern: DATE_PATTERN }
  const widget = (def && WIDGET_OF_DEF[def]) ?? 'string'
  if (widget === 'image') return { ...field, widget, choose_url: true }
  const pattern =
    typeof target.pattern === 'string' && target.pattern !== '\\S'
      ? { pattern: [target.pattern, (target.description as string | undefined) ?? 'see the hint'] as [string, string] }
      : {}
  return { ...field, widget, ...pattern }
}

/**
 * What each field's schema says of its translation (`x-translate`, content/server/check/meaning/translate.ts:
 * the field's own, else its `$defs`'), kept beside the field since Decap's config has no place for it;
 * the Bengali boxes (translation-config.ts) read it as the content check does.
 */
const translateMarks = new WeakMap<EditorField, TranslateMark>()
export const translateMarkOf = (field: EditorField): TranslateMark | undefined => translateMarks.get(field)

/**
 * The editor field of one schema property (`$ref`s followed into the shared `$defs`). `required`
 * is the schema's word for it, unless it sits in an optional group: Decap would then ask for it
 * even where the group is left out (the check still asks for it where the group is there).
 */
export function fieldOf(set: SchemaSet, name: string, schema: JsonSchema, file: string, required: boolean): EditorField {
  const made = propertyField(set, name, schema, file, required)
  const mark = (schema[TRANSLATE] ?? resolve(set, schema, file).schema[TRANSLATE]) as TranslateMark | undefined
  if (mark !== undefined) translateMarks.set(made, mark)
  return made
}

function propertyField(set: SchemaSet, name: string, schema: JsonSchema, file: string, required: boolean): EditorField {
  const { schema: target, def, file: targetFile } = resolve(set, schema, file)
  const field: EditorField = { name, label: labelOf(name), widget: 'string', required }
  const hint = descriptionOf(schema, target)
  if (hint) field.hint = hint
  if (target.type === 'object' || target.properties) {
    const fields = fieldsOf(set, target, targetFile, !required)
    return { ...field, widget: 'object', collapsed: true, fields, ...(summaryOf(fields) ? { summary: summaryOf(fields) } : {}) }
  }
  if (target.type === 'array') {
    const items = resolve(set, (target.items ?? {}) as JsonSchema, targetFile)
    if (items.schema.type === 'object' || items.schema.properties) {
      const fields = fieldsOf(set, items.schema, items.file)
      return {
        ...field,
        widget: 'list',
        collapsed: true,
        fields,
        ...(summaryOf(fields) ? { summary: summaryOf(fields) } : {}),
        ...(required ? { min: target.minItems as number | undefined } : {}),
      }
    }
    if (Array.isArray(items.schema.enum)) return { ...field, widget: 'select', multiple: true, options: items.schema.enum as (string | number)[] }
    const item = scalarWidget({ name: 'item', label: labelOf(name), widget: 'string' }, items.schema, items.def)
    const itemHint = descriptionOf((target.items ?? {}) as JsonSchema, items.schema)
    return { ...field, widget: 'list', field: itemHint && !field.hint ? { ...item, hint: itemHint } : item }
  }
  return scalarWidget(field, target, def)
}

/** The fields of an object schema, in the schema's order; all optional in an optional group. */
export function fieldsOf(set: SchemaSet, schema: JsonSchema, file: string, inOptionalGroup = false): EditorField[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => fieldOf(set, name, property, file, required.has(name) && !inOptionalGroup))
}

export interface DataFiles {
  /** Catalogue names with a data/<name>.yaml file. */
  catalogues: string[]
  /** Markdown pages by folder of data/ (policies/privacy-policy.md → { policies: ['privacy-policy'] }). */
  markdown: Record<string, string[]>
  /** Front matter of a Markdown folder with no schema (data/knowledge/health), as written in its first file. */
  frontMatterSamples: Record<string, Record<string, unknown>>
}

/** A field for a front-matter key of a Markdown folder with no schema, by the value written there. */
function inferredField(name: string, value: unknown): EditorField {
  const field: EditorField = { name, label: labelOf(name), widget: 'string', required: true }
  if (typeof value === 'number') return { ...field, widget: NUMBER_WIDGET, value_type: Number.isInteger(value) ? 'int' : 'float' }
  if (typeof value === 'boolean') return { ...field, widget: 'boolean' }
  if (Array.isArray(value)) return { ...field, widget: 'list', field: { name: 'item', label: labelOf(name), widget: 'string' } }
  return field
}

const BODY_FIELD: EditorField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  // Raw Markdown only: the rich-text mode rewrites the whole text (and the {#anchor} of headings).
  modes: ['raw'],
  hint: 'The page in Markdown: ## for a heading, - for a list item, **bold**, [a link](/contact).',
}

/** Every collection of the editor: one entry per file of data/. */
export function editorCollections(set: SchemaSet, files: DataFiles): EditorCollection[] {
  const yamlFiles = files.catalogues.map((name): EditorFile => {
    const schema = set.files.get(schemaFile(name)) ?? {}
    return {
      name,
      label: labelOf(name),
      file: `data/${name}.yaml`,
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      fields: fieldsOf(set, schema, schemaFile(name)),
    }
  })
  const collections: EditorCollection[] = [{ name: 'content', label: 'Content (data/)', format: YAML_FORMAT, extension: 'yaml', files: yamlFiles }]
  for (const [folder, pages] of Object.entries(files.markdown).sort()) {
    const kind = MARKDOWN_FOLDERS[folder as keyof typeof MARKDOWN_FOLDERS] as string | undefined
    const schema = kind ? set.files.get(frontMatterSchemaFile(kind)) : undefined
    const sample = files.frontMatterSamples[folder] ?? {}
    const front = schema ? fieldsOf(set, schema, frontMatterSchemaFile(kind!)) : Object.entries(sample).map(([name, value]) => inferredField(name, value))
    collections.push({
      name: folder.replace(/\//g, '-'),
      label: labelOf(folder.split('/').join(' ')),
      format: MARKDOWN_FORMAT,
      extension: 'md',
      files: pages.map((page) => ({ name: page, label: labelOf(page), file: `data/${folder}/${page}.md`, fields: [...front, BODY_FIELD] })),
    })
  }
  return collections
}

interface BackendSettings {
  /** owner/name of the GitHub repository staff's pull requests go to. */
  repo: string
  branch: string
  /** The public address of the site, for "view live" links. */
  siteUrl: string
}

/** The whole configuration: GitHub through Netlify's OAuth provider, every change a pull request. */
export function editorConfig(set: SchemaSet, files: DataFiles, backend: BackendSettings) {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      // Netlify's OAuth provider: staff log in with GitHub, no Netlify Identity or Git Gateway.
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
      commit_messages: { update: 'Edit {{path}} in the editor', uploadMedia: 'Upload {{path}}' },
    },
    publish_mode: 'editorial_workflow',
    // On localhost only: `npm start` serves Decap's local backend at /api/v1 (scripts/serve.ts).
    local_backend: true,
    media_folder: 'public/images/uploads',
    // A phone names a photo "IMG_20261120 madinah group.jpg": it is saved as
    // img_20261120-madinah-group.jpg, a path the check accepts (letters, digits, . _ / -).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    public_folder: '/images/uploads',
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    collections: editorCollections(set, files),
  }
}
