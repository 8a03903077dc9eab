import type { ReactNode } from 'react'

/** A titled block of a package's page; the heading names the region. */
export function DetailSection({ id, heading, text, children }: { id: string; heading: string; text?: string; children: ReactNode }) {
  return (
    <section id={id} className="hajj-detail" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="hajj-detail__heading">
        {heading}
      </h2>
      {text && <p className="hajj-detail__text">{text}</p>}
      {children}
    </section>
  )
}
