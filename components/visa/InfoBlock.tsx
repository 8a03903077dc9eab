import type { ReactNode } from 'react'
import { Icon } from '../../islands/ui/Icon'

/** One titled block of a tab (overview, documents, steps, benefits), with an icon by its heading. */
export function InfoBlock({ icon, heading, children }: { icon: string; heading: string; children: ReactNode }) {
  return (
    <div className="visa-block">
      <h4 className="visa-block__heading">
        <span className="icon-tile visa-block__icon">
          <Icon name={icon} size={20} />
        </span>
        {heading}
      </h4>
      {children}
    </div>
  )
}
