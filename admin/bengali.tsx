// A Bengali text is changed beside its English one: each text box of a translation (data/bn/,
// content/server/editor/translation-config.ts) shows the English text at the same place of the English
// file, as the editor was built (data/ changes reach the editor with the next build).
import CMS from './decap'
import { Component, createElement, type ComponentType } from 'react'
import { parse } from 'yaml'
import files from 'virtual:editor/disk'
import editorWords from 'virtual:editor/words'
import { readMarkdown } from '../content/server/editor/edit-yaml'
import { TRANSLATION_WIDGETS } from '../content/server/editor/translation-config'
import { englishFileOf } from '../content/server/language/translation'
import { LOCALES } from '../content/browser/locale'
import { englishBeside, nameById } from './bengali-match'

interface ControlProps {
  field: { get(key: string): unknown }
  value: unknown
  getEntry?: () => EntryLike
  entry: EntryLike
}

interface EntryLike {
  get(key: string): unknown
}

const parsed = new Map<string, unknown>()
/** The English file as built into the editor, parsed once (a Markdown page: its front matter and body). */
function englishData(file: string): unknown {
  const text = files[file]
  if (!parsed.has(file)) parsed.set(file, text === undefined ? undefined : file.endsWith('.md') ? readMarkdown(text) : (parse(text) as unknown))
  return parsed.get(file)
}

/** The name of the English item a translated item translates (`id`): its title, name or question. */
export function englishItemName(file: string, id: string): string | undefined {
  const pair = englishFileOf(file, LOCALES)
  return pair ? nameById(englishData(pair.english), id) : undefined
}

const plain = new WeakMap<object, unknown>()
function plainData(data: { toJS(): unknown }): unknown {
  if (!plain.has(data)) plain.set(data, data.toJS())
  return plain.get(data)
}

/** The English text this box translates, when the box can be told apart from the others of its name. */
function englishOf(props: ControlProps): string | undefined {
  const entry = props.getEntry?.() ?? props.entry
  const file = entry?.get('path')
  const data = entry?.get('data') as { toJS(): unknown } | undefined
  const pair = typeof file === 'string' ? englishFileOf(file, LOCALES) : undefined
  if (!pair || !data) return undefined
  return englishBeside(englishData(pair.english), plainData(data), String(props.field.get('name')), props.value)
}

const words = editorWords.bengali

function withEnglish(base: string, name: string): void {
  const widget = CMS.getWidget(base)
  if (!widget) return
  const Control = widget.control as unknown as ComponentType<ControlProps>
  // A class, as Decap's own controls: Decap asks the control's ref for isValid (admin/widgets.tsx).
  class Translated extends Component<ControlProps> {
    inner: { isValid?: () => unknown } | null = null
    isValid = () => this.inner?.isValid?.() ?? true
    render() {
      const english = englishOf(this.props)
      return (
        <div className="editor-bilingual">
          <div className="editor-bilingual__english" lang="en">
            <span className="editor-bilingual__label">{words.english}</span>
            <p>{english ?? words.unknown}</p>
          </div>
          <div className="editor-bilingual__translated" lang="bn">
            <span className="editor-bilingual__label">{words.bengali}</span>
            {createElement(Control as ComponentType<ControlProps & { ref: unknown }>, {
              ...this.props,
              ref: (control: unknown) => (this.inner = control as { isValid?: () => unknown } | null),
            })}
          </div>
        </div>
      )
    }
  }
  CMS.registerWidget(name, Translated as never, widget.preview as never)
}

/** After admin/widgets.tsx: the Bengali boxes are the checked string and text fields. */
export function registerBengali(): void {
  for (const [base, name] of Object.entries(TRANSLATION_WIDGETS)) withEnglish(base, name)
}
