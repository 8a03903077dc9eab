// What a visitor did inside an island before it woke is handed to React once it has: the text
// typed into a field (React keeps it on screen when it hydrates but not in its state, so it would
// be lost when the form is sent) and a button pressed (nothing happened then).

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Tells React about every field whose value the visitor changed before hydration. */
export function catchUpFields(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) catchUpChoice(field)
    else if (field instanceof HTMLInputElement && field.type === 'file') continue
    else catchUpValue(field)
  }
}

function catchUpValue(field: Field): void {
  const typed = field.value
  const initial = field instanceof HTMLSelectElement ? selectedDefault(field) : field.defaultValue
  if (typed === initial) return
  // React's change detection remembers the last value it saw through the element's own `value`
  // property: set that to the initial value, put the typed one back underneath, then announce it.
  field.value = initial
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

function catchUpChoice(field: HTMLInputElement): void {
  const chosen = field.checked
  if (chosen === field.defaultChecked) return
  // A radio group is told once, by the radio now chosen.
  if (field.type === 'radio' && !chosen) return
  // React hears a choice as a click; the click flips it back to what the visitor chose.
  field.checked = !chosen
  field.click()
}

function selectedDefault(select: HTMLSelectElement): string {
  const option = Array.from(select.options).find((candidate) => candidate.defaultSelected) ?? select.options[0]
  return option?.value ?? ''
}

/** Presses again the buttons pressed before the island woke. */
export function replayPresses(pressed: readonly HTMLElement[]): void {
  for (const button of pressed) if (button.isConnected) button.click()
}
