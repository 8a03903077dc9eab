import type { ReactNode } from 'react'

/** One visa tab's layout: its title (and subtitle) over the main column, with the price panel and office beside it. */
export function VisaPanel({ title, subtitle, side, children }: { title: string; subtitle?: string; side: ReactNode; children: ReactNode }) {
  return (
    <div className="visa-panel">
      <div className="visa-panel__main">
        <header className="visa-panel__header">
          <h3 className="visa-panel__title">{title}</h3>
          {subtitle && <p className="visa-panel__subtitle">{subtitle}</p>}
        </header>
        {children}
      </div>
      <div className="visa-panel__side">{side}</div>
    </div>
  )
}
