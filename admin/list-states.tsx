// The collapsed lists say where each departure stands, so staff see at a glance which packages
// have departed, are sold out or can be booked, and which Hajj season a package belongs to (two
// seasons have packages of the same names): "Shifting Super Premium · Hajj 2027 · bookable".
// Decap's summary templates cannot compare a date with today, so the list widget is given its
// items with that line added (`SUMMARY_KEY`), which is taken off again before anything is kept.
// A new departure is made by duplicating one (with its detail page, hotels and itinerary): the
// copy comes at the end of the list, open, with its id and dates left empty for the new ones.
import CMS from 'decap-cms-app'
import { Component, createElement, createRef, useId, useState, type ComponentType } from 'react'

export const SUMMARY_KEY = '_editorSummary'

interface ImmutableLike {
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
export function packageState(item: { departure?: unknown; soldOut?: unknown }, today: string): string {
  if (typeof item.departure === 'string' && item.departure < today) return 'departed'
  if (item.soldOut === true) return 'sold out'
  return 'bookable'
}

/** The line a package is listed by: its title, its Hajj season (data/hajj.yaml) and its state. */
export function packageSummary(item: Record<string, unknown>, file: string, today: string): string {
  const parts = [String(item.title ?? item.id ?? '')]
  const year = typeof item.departure === 'string' ? item.departure.slice(0, 4) : ''
  if (file.endsWith('/hajj.yaml') && year) parts.push(`Hajj ${year}`)
  else if (typeof item.departure === 'string') parts.push(`departs ${item.departure}`)
  parts.push(packageState(item, today))
  if (item.sample === true) parts.push('sample')
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

/** What a copy must not keep: what makes it another departure (the check asks for each). */
const NEW_EACH_TIME = ['id', 'departure', 'return', 'earlyBirdUntil', 'brochureFile']

function copyOf(item: ImmutableLike): ImmutableLike {
  let copy = item.delete(SUMMARY_KEY)
  for (const key of NEW_EACH_TIME) if (copy.get(key) !== undefined) copy = key === 'earlyBirdUntil' ? copy.delete(key) : copy.set(key, '')
  return copy.get('soldOut') === true ? copy.set('soldOut', false) : copy
}

function Duplicate({ labels, onDuplicate }: { labels: string[]; onDuplicate(index: number): void }) {
  const [chosen, setChosen] = useState(0)
  const id = useId()
  return (
    <div className="editor-duplicate">
      <label htmlFor={id}>Departure to copy</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
        {labels.map((label, index) => (
          <option key={index} value={index}>
            {label}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onDuplicate(chosen)}>
        Duplicate
      </button>
      <span>The copy comes last, open: give it its id and dates.</span>
    </div>
  )
}

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
const shownValues = new WeakMap<object, { file: string; today: string; shown: ImmutableLike }>()
function withSummaries(value: ImmutableLike, file: string, today: string): ImmutableLike {
  const cached = shownValues.get(value)
  if (cached && cached.file === file && cached.today === today) return cached.shown
  const shown = value.map((item) => (isMap(item) ? item.set(SUMMARY_KEY, packageSummary(plainItem(item), file, today)) : item))
  shownValues.set(value, { file, today, shown })
  return shown
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
      if (!isDepartureList(field) || !value || typeof value.map !== 'function') return createElement(Control, this.props)
      const file = String((this.props.getEntry?.() ?? this.props.entry)?.get('path') ?? '')
      const today = todayIso()
      const shown = withSummaries(value, file, today)
      const items = (value as unknown as { toArray(): unknown[] }).toArray().filter(isMap)
      return (
        <>
          <Duplicate
            labels={items.map((item) => packageSummary(plainItem(item), file, today))}
            onDuplicate={(index) => this.inner.current?.addItem(copyOf(items[index]))}
          />
          {createElement(Control as ComponentType<ListProps & { ref: unknown }>, {
            ...this.props,
            ref: this.inner,
            field: fieldWithSummary(field),
            value: shown,
            onChange: (next: unknown, metadata?: unknown) => onChange(withoutSummaries(next), metadata),
          })}
        </>
      )
    }
  }
  CMS.registerWidget('list', ListWithStates as never, base.preview as never)
}
