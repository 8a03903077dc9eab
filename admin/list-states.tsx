// The collapsed lists say where each departure stands, so staff see at a glance which packages
// have departed, are sold out or can be booked, and which Hajj season a package belongs to (two
// seasons have packages of the same names): "Shifting Super Premium · Hajj 2027 · bookable".
// Decap's summary templates cannot compare a date with today, so the list widget is given its
// items with that line added (`SUMMARY_KEY`), which is taken off again before anything is kept.
// A translation's items (data/bn/) are listed by the name of their English item and their id.
// A new departure is made by duplicating one (admin/duplicate.tsx).
import CMS from './decap'
import { Component, createElement, createRef, type ComponentType } from 'react'
import editorWords from 'virtual:editor/words'
import { fill } from '../content/browser/fill'
import type { EditorWords } from '../schemas/types.generated'
import { englishItemName } from './bengali'
import { copyOf, Duplicate } from './duplicate'

type ListWords = EditorWords['lists']

export const SUMMARY_KEY = '_editorSummary'

export interface ImmutableLike {
  get(key: string): unknown
  set(key: string, value: unknown): ImmutableLike
  delete(key: string): ImmutableLike
  map(fn: (item: ImmutableLike) => unknown): ImmutableLike
  has?(key: string): boolean
}

interface ListProps {
  field: ImmutableLike & { getIn(path: string[]): unknown }
  value: ImmutableLike | undefined
  onChange(value: unknown, metadata?: unknown): void
  entry?: ImmutableLike
  getEntry?: () => ImmutableLike
}

const isMap = (item: unknown): item is ImmutableLike =>
  Boolean(item && typeof (item as ImmutableLike).get === 'function' && typeof (item as ImmutableLike).set === 'function')

/** Today in the editor's browser, YYYY-MM-DD (UTC, as the site's build counts days). */
const todayIso = () => new Date().toISOString().slice(0, 10)

/** "departed", "sold out" or "bookable": where a package stands today, as the site shows it. */
export function packageState(item: { departure?: unknown; soldOut?: unknown }, today: string, words: ListWords): string {
  if (typeof item.departure === 'string' && item.departure < today) return words.departed
  if (item.soldOut === true) return words.soldOut
  return words.bookable
}

/** The line a package is listed by: its title, its Hajj season (data/hajj.yaml) and its state. */
export function packageSummary(item: Record<string, unknown>, file: string, today: string, words: ListWords = editorWords.lists): string {
  const parts = [String(item.title ?? item.id ?? '')]
  const year = typeof item.departure === 'string' ? item.departure.slice(0, 4) : ''
  if (file.endsWith('/hajj.yaml') && year) parts.push(fill(words.hajjSeason, { year }))
  else if (typeof item.departure === 'string') parts.push(fill(words.departs, { date: item.departure }))
  parts.push(packageState(item, today, words))
  if (item.sample === true) parts.push(words.sample)
  return parts.join(' · ')
}

const plainItem = (item: ImmutableLike): Record<string, unknown> => ({
  title: item.get('title'),
  id: item.get('id'),
  departure: item.get('departure'),
  soldOut: item.get('soldOut'),
  sample: item.get('sample'),
})

/** The list of departures: items of objects with a departure date field. */
function isDepartureList(field: ListProps['field']): boolean {
  const fields = field.get('fields') as { some?(fn: (f: ImmutableLike) => boolean): boolean } | undefined
  return Boolean(fields?.some?.((f) => f.get('name') === 'departure'))
}

const withoutSummaries = (value: unknown): unknown =>
  value && typeof (value as ImmutableLike).map === 'function' ? (value as ImmutableLike).map((item) => (isMap(item) ? item.delete(SUMMARY_KEY) : item)) : value

interface InnerList {
  addItem(item: unknown): void
}

// The same field and items object while nothing changed: Decap keys its fields' messages by
// their place in the form, and a new field object each time would lose them.
const summarised = new WeakMap<object, ListProps['field']>()
const fieldWithSummary = (field: ListProps['field']) => {
  if (!summarised.has(field)) summarised.set(field, field.set('summary', `{{fields.${SUMMARY_KEY}}}`) as ListProps['field'])
  return summarised.get(field)!
}
const shownValues = new WeakMap<object, { key: string; shown: ImmutableLike }>()
/** The items with their line added; `key` says what the line depends on besides the item (the file, the day). */
function withSummaries(value: ImmutableLike, key: string, summary: (item: ImmutableLike) => string): ImmutableLike {
  const cached = shownValues.get(value)
  if (cached && cached.key === key) return cached.shown
  const shown = value.map((item) => (isMap(item) ? item.set(SUMMARY_KEY, summary(item)) : item))
  shownValues.set(value, { key, shown })
  return shown
}

/** A translation's list of items named by id (data/bn/): each is listed by its English item's name. */
function isTranslatedList(field: ListProps['field'], file: string): boolean {
  const fields = field.get('fields') as { some?(fn: (f: ImmutableLike) => boolean): boolean } | undefined
  return /^data\/[a-z]{2}\//.test(file) && Boolean(fields?.some?.((f) => f.get('name') === 'id'))
}

const translatedSummary = (file: string) => (item: ImmutableLike) => {
  const id = String(item.get('id') ?? '')
  const name = englishItemName(file, id)
  return name ? `${name} · ${id}` : id
}

export function registerListStates(): void {
  const base = CMS.getWidget('list')
  if (!base) return
  const Control = base.control as unknown as ComponentType<ListProps>
  class ListWithStates extends Component<ListProps> {
    inner = createRef<InnerList>()
    // As Decap's own list: always drawn again, or its fields' messages (kept outside its value) never show.
    shouldComponentUpdate() {
      return true
    }
    render() {
      const { field, value, onChange } = this.props
      const file = String((this.props.getEntry?.() ?? this.props.entry)?.get('path') ?? '')
      const departures = isDepartureList(field)
      if ((!departures && !isTranslatedList(field, file)) || !value || typeof value.map !== 'function') return createElement(Control, this.props)
      const today = todayIso()
      const summary = departures ? (item: ImmutableLike) => packageSummary(plainItem(item), file, today) : translatedSummary(file)
      const list = createElement(Control as ComponentType<ListProps & { ref: unknown }>, {
        ...this.props,
        ref: this.inner,
        field: fieldWithSummary(field),
        value: withSummaries(value, `${file} ${today}`, summary),
        onChange: (next: unknown, metadata?: unknown) => onChange(withoutSummaries(next), metadata),
      })
      if (!departures) return list
      const items = (value as unknown as { toArray(): unknown[] }).toArray().filter(isMap)
      return (
        <>
          <Duplicate labels={items.map(summary)} onDuplicate={(index) => this.inner.current?.addItem(copyOf(items[index]))} />
          {list}
        </>
      )
    }
  }
  CMS.registerWidget('list', ListWithStates as never, base.preview as never)
}
