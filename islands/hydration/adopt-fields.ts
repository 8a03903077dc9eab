// What a visitor (or the browser's autofill) put into an island's server-drawn form before it
// woke becomes the form's state when it does. React keeps such values on screen while it
// hydrates, but its state still holds what the server drew, and the next render of the form (the
// visitor's next key, a message) would put that back: a phone number filled in before the
// script came would vanish. The form reads the fields once React has committed the hydrated tree
// (a layout effect: nothing the visitor does can come between that commit and the read), so
// whatever arrived before, while the script loaded or while React hydrated, is adopted whole.
import { createContext, useContext, useLayoutEffect } from 'react'

/** The island's root element while it hydrates; null on the server and once it has woken. */
export interface WakingIsland {
  root: HTMLElement
  /** False until the island has hydrated: forms that mount later were never drawn by the server. */
  woken: boolean
}

export const WakingIslandContext = createContext<WakingIsland | null>(null)

type Filled = string | boolean

/** The value of each named field whose content differs from what the server drew. */
export function changedFields(root: HTMLElement): Map<string, Filled> {
  const changed = new Map<string, Filled>()
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]')) {
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox') {
        if (field.checked !== field.defaultChecked) changed.set(field.name, field.checked)
        continue
      }
      // A radio group is named by the radio now chosen, if the server did not choose it.
      if (field.type === 'radio') {
        if (field.checked && !field.defaultChecked) changed.set(field.name, field.value)
        continue
      }
      if (field.type === 'file' || field.type === 'hidden' || field.type === 'submit' || field.type === 'button') continue
    }
    if (field.value !== drawnValue(field)) changed.set(field.name, field.value)
  }
  return changed
}

/** What the server drew in a field: its value attribute, or the option marked selected. */
export function drawnValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue
  const option = Array.from(field.options).find((candidate) => candidate.defaultSelected) ?? field.options[0]
  return option?.value ?? ''
}

/** `values` with each changed field of the same name and kind put in (a count stays a number). */
export function adoptInto<V extends Record<string, unknown>>(values: V, changed: ReadonlyMap<string, Filled>): V {
  let adopted: V | undefined
  for (const [name, filled] of changed) {
    if (!Object.hasOwn(values, name)) continue
    const current = values[name]
    let next: unknown
    if (typeof current === 'boolean' && typeof filled === 'boolean') next = filled
    else if (typeof current === 'string' && typeof filled === 'string') next = filled
    else if (typeof current === 'number' && typeof filled === 'string' && filled.trim() !== '' && Number.isFinite(Number(filled))) next = Number(filled)
    else continue
    if (next !== current) (adopted ??= { ...values })[name as keyof V] = next as V[keyof V]
  }
  return adopted ?? values
}

/**
 * Once the island's hydration is committed, hands `adopt` what was filled in before: called once,
 * only while the island wakes (a form drawn later in the browser has nothing to adopt).
 */
export function useAdoptFilledFields(adopt: (changed: ReadonlyMap<string, Filled>) => void): void {
  const island = useContext(WakingIslandContext)
  useLayoutEffect(() => {
    if (!island || island.woken) return
    const changed = changedFields(island.root)
    if (changed.size > 0) adopt(changed)
    // Only the first commit matters: the hydrated one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
