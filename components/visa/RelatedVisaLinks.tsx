import type { VisaRelatedLinks } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { Section } from '../ui/Section'

/** Cards leading to the other visa pages. */
export function RelatedVisaLinks({ related }: { related: VisaRelatedLinks }) {
  return (
    <Section id="other-visas" heading={related.heading} text={related.text} tone="tint">
      <ul className="visa-related">
        {related.links.map((link) => (
          <li key={link.href} className="card visa-related__card">
            <span className="icon-tile visa-related__icon">
              <Icon name={link.icon} size={28} />
            </span>
            <div>
              <h3 className="visa-related__title">
                <a href={link.href} className="visa-related__link">
                  {link.label}
                </a>
              </h3>
              <p className="visa-related__text">{link.text}</p>
            </div>
            <Icon name="arrowRight" size={22} className="visa-related__arrow" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
