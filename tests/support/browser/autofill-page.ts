// The browser's autofill, as the page sees it: every named field of a form filled in one go,
// each value put in beneath any script (the element's own value setter, as the browser's autofill
// does) and announced with input and change events. Written as one self-contained function: it is
// installed into the page as text (tests/e2e/autofill.test.ts), so it can run at a moment the test
// chooses from inside the page, not only when Node asks.

export interface AutofillPlan {
  /** The form, as a CSS selector. */
  form: string
  /** Different values each round, so a value left from an earlier round cannot pass for a new one. */
  round: number
  /** Values to choose instead of the rule's (a choice that keeps the form's other fields in view). */
  choose: Record<string, string>
  /** Fields left as they are (already filled, or hidden by a choice). */
  leave: string[]
}

/** What each field holds: text and choices as strings, ticks as booleans. */
export type Filled = Record<string, string | boolean>

declare global {
  interface Window {
    autofill(plan: AutofillPlan): Filled
    /** What the field holds now, by the same rules (null: the form is not on the page). */
    readForm(selector: string): Filled | null
  }
}

/** The page's script: defines window.autofill and window.readForm. */
export const AUTOFILL_SCRIPT = `(${String(() => {
  type Input = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  const WORDS = ['Aisha', 'Bilal', 'Camila', 'Dawud', 'Esra', 'Farid', 'Gulnar', 'Hamza', 'Iman', 'Junaid', 'Khadija', 'Layla']
  const fieldsOf = (form: Element): Input[] =>
    Array.from(form.querySelectorAll<Input>('input[name], select[name], textarea[name]')).filter(
      (field) =>
        !field.disabled &&
        field.tabIndex !== -1 &&
        !(field instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'file', 'search', 'reset'].includes(field.type)),
    )
  const drawn = (field: Input): string =>
    field instanceof HTMLSelectElement
      ? ((Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '')
      : field.defaultValue
  const put = (field: Input, value: string) => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  }
  const announce = (field: Input) => {
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const textFor = (field: Input, round: number, index: number): string => {
    const word = WORDS[(round + index) % WORDS.length]!
    if (field instanceof HTMLTextAreaElement) return `${word} asked: a family of four, flexible on dates (round ${round}).`
    if (field.type === 'email') return `${word.toLowerCase()}.rahman${round}@example.org`
    if (field.type === 'tel') return `+44 20 7946 ${String(1000 + round * 7 + index).slice(-4)}`
    if (field.type === 'date') return day(30 + index + round)
    if (field.type === 'time') return `${10 + (index % 9)}:${round % 6}0`
    if (field.type === 'number') {
      const min = Number((field as HTMLInputElement).min || 0)
      const max = Number((field as HTMLInputElement).max || min + 10)
      return String(Math.min(max, min + 1 + (round % 3)))
    }
    return `${word} ${field.name}`
  }

  window.autofill = (plan) => {
    const form = document.querySelector(plan.form)
    if (!form) throw new Error(`No form ${plan.form} to fill`)
    const filled: Filled = {}
    fieldsOf(form).forEach((field, index) => {
      const { name } = field
      if (plan.leave.includes(name) || name in filled) return
      const chosen = plan.choose[name]
      if (field instanceof HTMLInputElement && field.type === 'radio') {
        const group = fieldsOf(form).filter((other): other is HTMLInputElement => other.name === name)
        const pick = group.find((radio) => (chosen === undefined ? !radio.defaultChecked : radio.value === chosen))!
        // A choice or a tick is a press (autofill leaves them; a quick visitor does not).
        pick.click()
        filled[name] = pick.value
      } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        if (field.checked === field.defaultChecked) field.click()
        filled[name] = field.checked
      } else if (field instanceof HTMLSelectElement) {
        const pick = chosen ?? Array.from(field.options).find((option) => option.value !== '' && option.value !== drawn(field) && !option.disabled)?.value
        if (pick === undefined) return
        put(field, pick)
        announce(field)
        filled[name] = pick
      } else {
        const value = chosen ?? textFor(field, plan.round, index)
        put(field, value)
        announce(field)
        filled[name] = value
      }
    })
    return filled
  }

  window.readForm = (selector) => {
    const form = document.querySelector(selector)
    if (!form) return null
    const held: Filled = {}
    for (const field of fieldsOf(form)) {
      if (field instanceof HTMLInputElement && field.type === 'radio') {
        if (field.checked) held[field.name] = field.value
      } else if (field instanceof HTMLInputElement && field.type === 'checkbox') held[field.name] = field.checked
      else held[field.name] = field.value
    }
    return held
  }
})})()`

/**
 * Fills the form in the page as it starts hydrating: when the island holding it is marked as
 * hydrating (islands/hydrate.ts, just before hydrateRoot), after `hops` turns of the page's task
 * queue (0: before React has rendered anything; more: while it renders, commits, runs effects).
 * The values go to window.autofilled.
 */
export const fillAsItHydrates = (plan: AutofillPlan, hops: number) =>
  `(${String((plan: AutofillPlan, hops: number) => {
    const watch = () => {
      const marker = document.querySelector(plan.form)?.closest<HTMLElement>('[data-island]')
      if (!marker) return
      const observer = new MutationObserver(() => {
        if (!('hydrating' in marker.dataset)) return
        observer.disconnect()
        const channel = new MessageChannel()
        let left = hops
        const turn = () => {
          if (left-- > 0) return channel.port2.postMessage(null)
          channel.port1.close()
          ;(window as unknown as { autofilled: Filled }).autofilled = window.autofill(plan)
        }
        channel.port1.onmessage = turn
        turn()
      })
      observer.observe(marker, { attributes: true, attributeFilter: ['data-hydrating'] })
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true })
    else watch()
  })})(${JSON.stringify(plan)}, ${hops})`
