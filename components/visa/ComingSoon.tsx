import { Icon } from '../../islands/ui/Icon'

/** A service that is announced but not available yet: a plain line, not a button that does nothing. */
export function ComingSoon({ label, badge }: { label: string; badge: string }) {
  return (
    <p className="visa-soon">
      <Icon name="clock" size={18} />
      <span>{label}</span>
      <span className="visa-soon__badge">{badge}</span>
    </p>
  )
}
