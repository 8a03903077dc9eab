import { HajjCard } from '../../components/home/HajjCard'
import { HajjHero } from '../../components/hajj/HajjHero'
import { HajjTypePanel } from '../../components/hajj/HajjTypePanel'
import { HajjTypeSwitch } from '../../components/hajj/HajjTypeSwitch'
import { RegisterAndBrochure } from '../../components/hajj/RegisterAndBrochure'
import { HAJJ_TYPES } from '../../components/hajj/types'
import { Icon } from '../../islands/ui/Icon'
import { NewDatesSoon } from '../../components/ui/NewDatesSoon'
import { Section } from '../../components/ui/Section'
import { WhyChooseUs } from '../../components/WhyChooseUs'
import { useWords } from '../../content/react/use-words'
import type { HajjPackagesData } from './+data'
import './hajj.css'
import { Banner } from '../../components/ui/Banner'
import { leadsSomewhere } from '../../content/browser/sample-values'

export default function Page({ data }: { data: HajjPackagesData }) {
  const t = useWords()
  const { page, season, packages } = data
  const ofType = (type: string) => packages.filter((pkg) => pkg.type === type)
  const count = (type: string) => t('hajj.packageCount', { count: ofType(type).length })
  const notes = { shifting: count('shifting'), nonShifting: count('nonShifting') }
  // A sample brochure address (example.com) leads nowhere: no button (docs/decisions.md, decision 9).
  const brochure = leadsSomewhere(season.brochureUrl) ? { href: season.brochureUrl, label: page.brochure.label } : undefined
  // Some package can still be booked (data: none is listed between seasons).
  const offered = packages.length > 0
  const compare = (
    <div className="section__more">
      <a className="text-link" href={page.packages.compare.href}>
        {page.packages.compare.label} <Icon name="arrowRight" size={16} />
      </a>
    </div>
  )
  return (
    <>
      <HajjHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} text={page.hero.text} image={page.hero.image}>
        <ul className="hajj-hero__facts">
          <li>
            <span>{page.hero.hajjDatesLabel}</span>
            <strong>{season.hajjDates}</strong>
          </li>
          {season.earlyBirdText && (
            <li>
              <span>{page.hero.earlyBirdLabel}</span>
              <strong>{season.earlyBirdText}</strong>
            </li>
          )}
        </ul>
        {/* Between seasons the brochure is the ended season's: nothing to register for or download. */}
        {season.registrationOpen && (
          <div className="hajj-hero__actions">
            <RegisterAndBrochure register={page.register.link} brochure={brochure} large />
          </div>
        )}
        <ul className="hajj-hero__points">
          {page.hero.points.map((point) => (
            <li key={point.text}>
              <Icon name={point.icon} size={18} /> {point.text}
            </li>
          ))}
        </ul>
      </HajjHero>
      {/* Between seasons no package is offered: the section says new dates are coming, no tabs. */}
      <Section id="packages" heading={page.packages.heading} text={offered ? page.packages.text : undefined} tone="tint">
        {offered ? (
          <>
            <HajjTypeSwitch scope="hajj-packages" label={page.packages.tabsLabel} labels={data.typeLabels} notes={notes} />
            {HAJJ_TYPES.map((type) => (
              <HajjTypePanel key={type} scope="hajj-packages" type={type}>
                <p className="hajj-list__intro">{data.typeDescriptions[type]}</p>
                <div className="card-grid card-grid--4">
                  {ofType(type).map((pkg) => (
                    <HajjCard key={pkg.id} pkg={pkg} typeLabel={data.typeLabels[pkg.type]} />
                  ))}
                </div>
              </HajjTypePanel>
            ))}
            {compare}
            <Banner id="hajj-register-heading" heading={page.register.heading} text={page.register.text}>
              <RegisterAndBrochure register={page.register.link} brochure={brochure} />
            </Banner>
          </>
        ) : (
          <>
            <NewDatesSoon words={data.newDates} />
            {compare}
          </>
        )}
      </Section>
      {data.record.map(({ year, words, packages: departed }) => (
        <Section key={year} id={`hajj-${year}`} heading={words.heading} text={words.text}>
          <div className="card-grid card-grid--3">
            {departed.map((pkg) => (
              <HajjCard key={pkg.id} pkg={pkg} typeLabel={data.typeLabels[pkg.type]} />
            ))}
          </div>
        </Section>
      ))}
      <WhyChooseUs content={data.whyChooseUs} />
    </>
  )
}
