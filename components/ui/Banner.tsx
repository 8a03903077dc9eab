import type { ReactNode } from 'react'

/** The call-to-action banner at the end of a section (home, Umrah, Hajj): heading, text, its buttons. */
export function Banner({ id, heading, text, children }: { id: string; heading: string; text: ReactNode; children: ReactNode }) {
  return (
    <aside className="banner" aria-labelledby={id}>
      <div>
        <h3 id={id}>{heading}</h3>
        <p>{text}</p>
      </div>
      <div className="banner__actions">{children}</div>
    </aside>
  )
}
