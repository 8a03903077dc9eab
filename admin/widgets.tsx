// The editor's fields carry the content check: each field shows the check's message about its
// own value, in sentence case, when it is left and when saving (its error stops the save, as Decap
// stops on a required field left empty; a warning is shown under it and saving goes on). While
// typing, the file's own check runs; on leaving a field and before saving, the whole `npm run
// check` (admin/check.ts). Numbers are typed in a text box, so "£1,649" reaches the check, whose
// message says what to write instead, rather than being refused by the browser.
import CMS from './decap'
import { Component, createElement, createRef, type ComponentType, type ReactNode } from 'react'
import { NUMBER_WIDGET } from '../content/server/editor/editor-config'
import { checkEntry, checkEntryFully, type FieldProblem } from './check'

/** What Decap passes to a field's control (the part of it used here). */
interface ControlProps {
  field: { get(key: string): unknown }
  value: unknown
  forID: string
  classNameWrapper: string
  onChange(value: unknown): void
  setActiveStyle(): void
  setInactiveStyle(): void
  /** Decap's check of this field (required, pattern, and `isValid` below), shown at the field. */
  validate?: () => void
  getEntry?: () => EntryLike
  entry: EntryLike
}

interface EntryLike {
  get(key: string): unknown
  getIn(path: string[]): unknown
}

interface Immutable {
  toJS(): unknown
}

const toJS = (value: unknown): unknown => (value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS() : value)

// One check per version of the entry: every field asks about the same data object (and Decap
// renders every field again on each change, so nothing here may cost much when nothing is wrong).
const checked = new WeakMap<object, FieldProblem[]>()
const fullyChecked = new WeakMap<object, FieldProblem[]>()
const plain = new WeakMap<object, unknown>()
/** The last whole check of each file: its problems about other files' facts stay shown (by value) while typing. */
const lastFull = new Map<string, FieldProblem[]>()

function plainData(data: object): unknown {
  if (!plain.has(data)) plain.set(data, toJS(data))
  return plain.get(data)
}

function run(cache: WeakMap<object, FieldProblem[]>, check: typeof checkEntry, entry: EntryLike | undefined): FieldProblem[] | undefined {
  const data = entry?.get('data') as object | undefined
  const file = entry?.get('path')
  const raw = entry?.get('raw')
  if (!data || typeof file !== 'string' || typeof raw !== 'string') return undefined
  let problems = cache.get(data)
  if (!problems) {
    try {
      problems = check(file, raw, plainData(data) as Record<string, unknown>).problems
    } catch (error) {
      console.error(error)
      problems = []
    }
    cache.set(data, problems)
    if (check === checkEntryFully) lastFull.set(file, problems)
  }
  return problems
}

/** The whole check of the entry as it is now (once per version of it): on leaving a field, and before saving. */
function checkFully(entry: EntryLike | undefined): void {
  run(fullyChecked, checkEntryFully, entry)
}

function problemsOf(entry: EntryLike | undefined): FieldProblem[] {
  const data = entry?.get('data') as object | undefined
  const full = data && fullyChecked.get(data)
  if (full) return full
  const quick = run(checked, checkEntry, entry) ?? []
  const earlier = lastFull.get(entry?.get('path') as string) ?? []
  const seen = new Set(quick.map((p) => p.message))
  return [...quick, ...earlier.filter((p) => !seen.has(p.message))]
}

/** "price must be a number" → "Price must be a number": Decap shows messages as written (editor.css). */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1)
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** The entry's data at a path. */
function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let current = data
  for (const key of path) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[String(key)] : undefined
  return current
}

/**
 * The check's problems about this field: the ones whose path ends with the field's name and whose
 * value there is the value in this field. (Decap does not tell a field its path in the entry.)
 */
export function problemsForField(props: ControlProps): FieldProblem[] {
  const entry = props.getEntry?.() ?? props.entry
  const name = props.field.get('name')
  const named = problemsOf(entry).filter((p) => p.path[p.path.length - 1] === name)
  if (named.length === 0) return named
  const data = plainData(entry.get('data') as object)
  const value = toJS(props.value)
  return named.filter((p) => same(valueAt(data, p.path), value))
}

interface Validity {
  error: { type: string; message: string } | false
}

function validity(props: ControlProps): Validity {
  checkFully(props.getEntry?.() ?? props.entry)
  const error = problemsForField(props).find((p) => p.severity === 'error')
  return { error: error ? { type: 'CUSTOM', message: sentence(error.message) } : false }
}

/** Leaving a field: Decap's own blur, then the whole check, shown at the field at once. */
function left(props: ControlProps): void {
  props.setInactiveStyle()
  props.validate?.()
}

function Warnings({ props }: { props: ControlProps }): ReactNode {
  const warnings = problemsForField(props).filter((p) => p.severity === 'warning')
  if (warnings.length === 0) return null
  return (
    <ul className="editor-warnings" role="status">
      {warnings.map((w) => (
        <li key={w.message}>{sentence(w.message)}</li>
      ))}
    </ul>
  )
}

interface Validatable {
  isValid?: () => boolean | Validity | Promise<unknown>
}

/** Decap's own widget `name`, with the check's message of its value added to its own checks. */
function withCheck(name: string): void {
  const base = CMS.getWidget(name)
  if (!base) return
  const Control = base.control as unknown as ComponentType<ControlProps & { ref?: unknown }>
  class Checked extends Component<ControlProps> {
    inner = createRef<Validatable>()
    isValid = () => {
      const own = this.inner.current?.isValid?.()
      if (own !== undefined && own !== true && !(typeof own === 'object' && 'error' in own && own.error === false)) return own
      return validity(this.props)
    }
    render() {
      return (
        <>
          {createElement(Control, { ...this.props, setInactiveStyle: () => left(this.props), ref: this.inner })}
          <Warnings props={this.props} />
        </>
      )
    }
  }
  // Decap's Widget asks its control whether to render again, and renders only a changed value when
  // the control has no answer of its own: the image control's answer (a picture chosen in the media
  // library) is passed on, or the choice would reach the field only at the next save, which fails first.
  const updates = (Control as { prototype?: { shouldComponentUpdate?: unknown } }).prototype?.shouldComponentUpdate
  if (typeof updates === 'function') {
    Object.assign(Checked.prototype, {
      shouldComponentUpdate(this: Checked, next: ControlProps) {
        const inner = this.inner.current as { shouldComponentUpdate?: (next: ControlProps) => boolean } | null
        return inner?.shouldComponentUpdate ? inner.shouldComponentUpdate(next) : true
      },
    })
  }
  CMS.registerWidget(name, Checked as never, base.preview as never)
}

/** Text as typed: a plain number is stored as a number, anything else as written, for the check to explain. */
export function numberFromText(text: string, valueType: unknown): number | string {
  const trimmed = text.trim()
  const pattern = valueType === 'int' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/
  return pattern.test(trimmed) ? Number(trimmed) : text
}

class NumberControl extends Component<ControlProps> {
  isValid = () => validity(this.props)
  render() {
    const { forID, value, classNameWrapper, onChange, setActiveStyle, field } = this.props
    return (
      <>
        <input
          type="text"
          inputMode={field.get('value_type') === 'int' ? 'numeric' : 'decimal'}
          id={forID}
          className={classNameWrapper}
          value={value === undefined || value === null ? '' : String(value)}
          onFocus={setActiveStyle}
          onBlur={() => left(this.props)}
          onChange={(event) => onChange(event.target.value === '' ? '' : numberFromText(event.target.value, field.get('value_type')))}
        />
        <Warnings props={this.props} />
      </>
    )
  }
}

function NumberPreview({ value }: { value: unknown }) {
  return <p>{value === undefined || value === null ? '' : String(value)}</p>
}

export function registerWidgets(): void {
  CMS.registerWidget(NUMBER_WIDGET, NumberControl as never, NumberPreview as never)
  for (const name of ['string', 'text', 'select', 'datetime', 'image', 'boolean', 'markdown']) withCheck(name)
}
