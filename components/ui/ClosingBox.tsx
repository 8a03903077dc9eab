import type { ReactNode } from 'react'

/** The dark call-to-action box that closes a page: heading, a sentence, then its buttons. */
export function ClosingBox({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <div className="hotels-help">
          <div>
            <h2 id={id}>{heading}</h2>
            <p>{text}</p>
          </div>
          <div className="hotels-help__actions">{children}</div>
        </div>
      </div>
    </section>
  )
}
