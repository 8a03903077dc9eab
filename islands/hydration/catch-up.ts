// What a visitor did inside an island before it woke is handed to React once it has: the text
// typed into a field (React keeps it on screen when it hydrates but not in its state, so it would
// be lost when the form is sent) and a button pressed (nothing happened then).

import { drawnValue } from './adopt-fields'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Tells React about every field whose value the visitor changed before hydration and that React
 * has not taken in (the forms adopt theirs as they hydrate: ./adopt-fields.ts; this is for the
 * other islands' fields). Every value is read before any is announced: an announced change
 * re-renders the island at once, which puts the fields not yet announced back to React's values.
 */
export function catchUpFields(root: HTMLElement): void {
  const pending: Array<() => void> = []
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) pending.push(catchUpChoice(field, field.checked))
    else if (field instanceof HTMLInputElement && field.type === 'file') continue
    else pending.push(catchUpValue(field, field.value))
  }
  for (const announce of pending) announce()
}

function catchUpValue(field: Field, typed: string): () => void {
  return () => {
    const initial = drawnValue(field)
    if (typed === initial) return
    // React's change detection remembers the last value it saw through the element's own `value`
    // property: set that to the initial value, put the typed one back underneath, then announce it.
    field.value = initial
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }
}

function catchUpChoice(field: HTMLInputElement, chosen: boolean): () => void {
  return () => {
    // A radio group is told once, by the radio now chosen.
    if (chosen === field.defaultChecked || (field.type === 'radio' && !chosen)) return
    // React hears a choice as a click; the click flips it back to what the visitor chose.
    field.checked = !chosen
    field.click()
  }
}

/** Presses again the buttons pressed before the island woke. */
export function replayPresses(pressed: readonly HTMLElement[]): void {
  for (const button of pressed) if (button.isConnected) button.click()
}
