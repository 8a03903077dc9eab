import type { ReactNode } from 'react'

/** A titled page section; the heading id labels the region for assistive technology. */
export function Section({
  id,
  heading,
  text,
  tone = 'plain',
  children,
  headingLevel = 2,
}: {
  id: string
  heading: string
  text?: string
  tone?: 'plain' | 'tint' | 'dark'
  children: ReactNode
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <header className="section__header">
          <Heading id={`${id}-heading`} className="section__title">
            {heading}
          </Heading>
          {text && <p className="section__text">{text}</p>}
        </header>
        {children}
      </div>
    </section>
  )
}
