import type { ReactNode } from 'react'

/** One titled part of a long application (a fieldset, so its title is read with its fields). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="visa-form__section">
      <legend className="visa-form__legend">{title}</legend>
      <div className="form-grid">{children}</div>
    </fieldset>
  )
}
