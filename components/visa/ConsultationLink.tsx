import { Icon } from '../../islands/ui/Icon'

/** Free Consultation: the contact page's form, where the visa team answers within 24 hours. */
export function ConsultationLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="button button--outline" href={href}>
      <Icon name="headset" size={18} /> {label}
    </a>
  )
}
