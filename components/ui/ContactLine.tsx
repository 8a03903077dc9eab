import type { ReactNode } from 'react'
import { Icon } from '../../islands/ui/Icon'

/** One line of a list of the agency's contact details: its icon, its name and the detail (a number, an address). */
export function ContactLine({ icon, label, labelClass, children }: { icon: string; label: string; labelClass: string; children: ReactNode }) {
  return (
    <li>
      <Icon name={icon} />
      <span>
        <span className={labelClass}>{label}</span>
        {children}
      </span>
    </li>
  )
}
