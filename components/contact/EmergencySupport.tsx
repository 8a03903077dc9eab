import { PhoneLink } from '../ui/PhoneLink'
import type { ContactPageEmergency } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'

/** The 24/7 lines for pilgrims who are travelling, and what to do in an emergency. */
export function EmergencySupport({ emergency }: { emergency: ContactPageEmergency }) {
  return (
    <div className="contact-page-emergency">
      <ul className="contact-page-emergency__lines">
        {emergency.lines.map((line) => (
          <li key={line.phone.display} className="card">
            <h3 className="card__title">{line.label}</h3>
            <PhoneLink phone={line.phone} className="contact-page-emergency__number" icon={22} />
            <p className="contact-page-emergency__hours">
              <Icon name="clock" size={16} /> {line.hours}
            </p>
            <p>{line.text}</p>
          </li>
        ))}
      </ul>
      <p className="contact-page-emergency__local" role="note">
        <Icon name="shield" size={22} /> <span>{emergency.localServices}</span>
      </p>
      <ol className="contact-page-emergency__steps">
        {emergency.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  )
}
