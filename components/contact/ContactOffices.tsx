import { PhoneLink } from '../ui/PhoneLink'
import type { OfficeWithRole } from '../../content/server/contact/offices'
import { Icon } from '../../islands/ui/Icon'

/** The agency's offices (London, Makkah, Madinah, Dhaka), each with its role. */
export function ContactOffices({ offices }: { offices: OfficeWithRole[] }) {
  return (
    <ul className="card-grid card-grid--4 contact-page-offices">
      {offices.map((office) => (
        <li key={office.city} className="card contact-page-office">
          <h3 className="card__title">{office.city}</h3>
          <p className="contact-page-office__country">{office.country}</p>
          {office.role && <p className="contact-page-office__role">{office.role}</p>}
          {office.text && <p>{office.text}</p>}
          <div className="contact-page-office__contact">
            <p>
              <Icon name="pin" size={18} /> <span>{office.address}</span>
            </p>
            {office.phone && (
              <p>
                <Icon name="phone" size={18} /> <PhoneLink phone={office.phone} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
