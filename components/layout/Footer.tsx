import { telHref } from '../../content/server/contact/phone'
import type { Site } from '../../schemas/types.generated'
import type { ShownNavigation } from '../../content/server/page-data/navigation'
import { MenuList } from './MenuList'
import { openingTimes } from '../../content/server/contact/hours'
import { Icon } from '../../islands/ui/Icon'
import { NewsletterForm } from './NewsletterForm'
import { today } from '../../content/server/today'
import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import { leadsSomewhere } from '../../content/browser/sample-values'
import { Latin, useEnglishName } from '../ui/Latin'

export function Footer({ site, footer, home }: { site: Site; footer: ShownNavigation['footer']; home: string }) {
  const t = useWords()
  const format = useFormat()
  const english = useEnglishName()
  // An example account (sample data) leads nowhere: left out (docs/decisions.md, decision 9).
  const social = site.social.filter((s) => leadsSomewhere(s.url))
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <a className="logo logo--light" href={home}>
            <img src={site.logo} width="40" height="40" alt="" />
            <span className="logo__name" lang={english}>
              {site.name}
            </span>
          </a>
          <p>
            <Latin text={footer.about} />
          </p>
          {social.length > 0 && (
            <ul className="social" aria-label={t('footer.followUs')}>
              {social.map((s) => (
                <li key={s.network}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={t('footer.followOn', { name: site.name, network: s.network })}>
                    <Icon name={s.network.toLowerCase()} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {footer.columns.map((column) => (
          <nav key={column.heading} className="site-footer__column" aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <MenuList links={column.links} />
          </nav>
        ))}
        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('footer.contact')}</h2>
          <address>
            <p>
              <Icon name="pin" size={16} />{' '}
              <span lang={english}>
                {site.address.street}, {site.address.locality} {site.address.postalCode}
              </span>
            </p>
            <p>
              <a href={telHref(site.phones.main)}>
                <Icon name="phone" size={16} /> {format.figures(site.phones.main.display)}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.emails.main}`}>
                <Icon name="mail" size={16} /> {site.emails.main}
              </a>
            </p>
          </address>
          <ul className="hours">
            {site.openingHours.map((h) => (
              <li key={h.label}>
                <span>{h.label}</span> <span>{openingTimes(h, t, format)}</span>
              </li>
            ))}
          </ul>
        </div>
        <NewsletterForm newsletter={footer.newsletter} />
      </div>
      <div className="site-footer__legal">
        <div className="container">
          <p>
            <Latin text={footer.legal} />
          </p>
          <p>
            © {format.digits(Number(today().slice(0, 4)))} <span lang={english}>{site.name}</span>. {t('footer.rights')}
          </p>
        </div>
      </div>
    </footer>
  )
}
