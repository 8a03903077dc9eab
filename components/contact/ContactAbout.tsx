import type { ContactPageAbout, Site } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import { Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'

/** Who we are, with the agency's headline figures and ATOL number from data/site.yaml. */
export function ContactAbout({ about, site }: { about: ContactPageAbout; site: Site }) {
  const t = useWords()
  // The figures in the page's digits (২০+ on a Bengali page), the fact as data/site.yaml writes it.
  const format = useFormat()
  return (
    <section id="about" className="section contact-page-about" aria-labelledby="about-heading">
      <div className="container split contact-page-about__grid">
        <div>
          <h2 id="about-heading">{about.heading}</h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="contact-page-about__claims">
            {site.claims.map((claim) => (
              <li key={claim.label}>
                <strong>{format.figures(claim.value)}</strong>
                <span>{claim.label}</span>
              </li>
            ))}
          </ul>
          <p className="contact-page-about__atol">
            <Icon name="shield" size={22} />
            <span>
              {t('agency.atolProtected')} <strong>{format.figures(site.atolNumber)}</strong>
            </span>
          </p>
        </div>
        <Picture
          className="contact-page-about__image"
          image={responsiveImage(about.image, { width: 1600, height: 900 })}
          alt={about.imageAlt}
          sizes="(min-width: 1024px) 600px, 100vw"
        />
      </div>
    </section>
  )
}
