import { PhoneLink } from '../ui/PhoneLink'
import type { VisaOffice } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'

/** An embassy, consulate or high commission: name and address, and phone, e-mail and hours if known. */
export function OfficeCard({ heading, office }: { heading: string; office: VisaOffice }) {
  return (
    <div className="visa-office card">
      <p className="visa-office__heading">{heading}</p>
      <p className="visa-office__name">{office.name}</p>
      <ul className="visa-office__lines">
        <li>
          <Icon name="pin" size={18} /> {office.address}
        </li>
        {office.phone && (
          <li>
            <Icon name="phone" size={18} /> <PhoneLink phone={office.phone} />
          </li>
        )}
        {office.email && (
          <li>
            <Icon name="mail" size={18} /> <a href={`mailto:${office.email}`}>{office.email}</a>
          </li>
        )}
        {office.hours && (
          <li>
            <Icon name="clock" size={18} /> {office.hours}
          </li>
        )}
      </ul>
    </div>
  )
}
