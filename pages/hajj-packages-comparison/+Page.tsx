import { useFormat } from '../../content/react/use-format'
import { useWords } from '../../content/react/use-words'
import { telHref } from '../../content/server/contact/phone'
import { PhoneNumber } from '../../components/ui/PhoneNumber'
import { ComparisonTable } from '../../components/hajj/ComparisonTable'
import { HajjHero } from '../../components/hajj/HajjHero'
import { HajjOptionCard } from '../../components/hajj/HajjOptionCard'
import { HajjTypePanel } from '../../components/hajj/HajjTypePanel'
import { HajjTypeSwitch } from '../../components/hajj/HajjTypeSwitch'
import { NewTabLink } from '../../components/ui/NewTabLink'
import { HAJJ_TYPES, type HajjType } from '../../components/hajj/types'
import { TestimonialCards } from '../../components/home/TestimonialCards'
import { Island } from '../../components/Island'
import { Checklist } from '../../components/ui/Checklist'
import { Icon } from '../../islands/ui/Icon'
import { PackageGrid } from '../../components/ui/PackageGrid'
import { Section } from '../../components/ui/Section'
import { whatsappHref } from '../../components/ui/whatsapp'
import HajjGuideVideo from '../../islands/HajjGuideVideo'
import { responsiveImage } from '../../components/ui/responsive-image'
import type { HajjComparisonData } from './+data'
import './comparison.css'
import { ButtonLink } from '../../components/ui/ButtonLink'

const SCOPE = 'hajj-compare'

export default function Page({ data }: { data: HajjComparisonData }) {
  const format = useFormat()
  const t = useWords()
  const { content, types, site, guideFile: printed } = data
  const { guide, video, custom, closing } = content
  const labels = { shifting: types.shifting.label, nonShifting: types.nonShifting.label }
  const fromText = (price: number | undefined) => (price === undefined ? t('price.newDatesSoon') : `${t('price.from')} ${format.pounds(price)}`)
  const notes = Object.fromEntries(HAJJ_TYPES.map((type) => [type, fromText(types[type].fromPrice)])) as Record<HajjType, string>
  const guideHref = printed.href
  const guideFile = t('hajj.guideFile', { pages: printed.pages, size: printed.size })
  const phone = site.phones.hajjUmrah
  return (
    <>
      <HajjHero eyebrow={content.hero.eyebrow} heading={content.hero.heading} text={content.hero.text} image={content.hero.image}>
        <div className="hajj-hero__actions">
          <a className="button button--gold button--large" href={guideHref} type="application/pdf" download>
            {guide.button}
          </a>
        </div>
        <p className="hajj-cmp__hero-note">
          {guideFile} · {guide.note}
        </p>
      </HajjHero>

      <div className="section">
        <div className="container split hajj-learn">
          <section className="hajj-learn__video" aria-labelledby="hajj-video-heading">
            <h2 id="hajj-video-heading">{video.heading}</h2>
            <p className="hajj-learn__text">{video.text}</p>
            <Island
              name="HajjGuideVideo"
              component={HajjGuideVideo}
              props={{
                youtubeId: video.youtubeId,
                title: video.title,
                thumbnail: responsiveImage(video.thumbnail, { width: 1600, height: 900 }),
                duration: video.duration,
              }}
            />
          </section>
          <section id="guide" className="card hajj-guide" aria-labelledby="hajj-guide-heading">
            <p className="hajj-guide__meta">{guideFile}</p>
            <h2 id="hajj-guide-heading">{guide.heading}</h2>
            <p className="hajj-learn__text">{guide.text}</p>
            <Checklist items={guide.contents} />
            <a className="button button--gold" href={guideHref} type="application/pdf" download>
              {guide.button} <span className="visually-hidden">{t('visa.fileSize', { size: printed.size })}</span>
            </a>
            <p className="hajj-guide__note">
              <Icon name="check" size={16} /> {guide.note}
            </p>
          </section>
        </div>
      </div>

      <div id="compare" className="section section--tint">
        <div className="container">
          <HajjTypeSwitch scope={SCOPE} label={content.switchLabel} labels={labels} notes={notes} />
          {HAJJ_TYPES.map((type) => {
            const kind = types[type]
            return (
              <HajjTypePanel key={type} scope={SCOPE} type={type}>
                <section aria-labelledby={`${SCOPE}-${type}-heading`}>
                  <header className="section__header">
                    <h2 id={`${SCOPE}-${type}-heading`} className="section__title">
                      {kind.heading}
                    </h2>
                    <p className="section__text">{kind.text}</p>
                    <p className="hajj-cmp__stats">
                      <span>
                        {kind.fromPrice === undefined ? (
                          <strong>{t('price.newDatesSoon')}</strong>
                        ) : (
                          <>
                            {content.startingLabel} <strong>{format.pounds(kind.fromPrice)}</strong>
                          </>
                        )}
                      </span>
                      <span>
                        <Icon name="clock" size={18} /> <strong>{kind.days}</strong>
                      </span>
                    </p>
                  </header>
                  <h3 className="hajj-cmp__subheading">{kind.benefitsHeading}</h3>
                  <ul className="card-grid card-grid--4 hajj-benefits">
                    {kind.benefits.map((benefit) => (
                      <li key={benefit.title} className="card hajj-benefit">
                        <span className="icon-tile hajj-benefit__icon">
                          <Icon name={benefit.icon} size={24} />
                        </span>
                        <h4 className="hajj-benefit__title">{benefit.title}</h4>
                        <p className="hajj-benefit__text">{benefit.description}</p>
                      </li>
                    ))}
                  </ul>
                  {kind.featured.length > 0 && (
                    <>
                      <h3 className="hajj-cmp__subheading">{kind.featuredHeading}</h3>
                      <div className="card-grid card-grid--3">
                        {kind.featured.map((pkg) => (
                          <HajjOptionCard key={pkg.id} pkg={pkg} detailsLabel={t('packages.viewDetails')} headingLevel={4} />
                        ))}
                      </div>
                    </>
                  )}
                  <h3 id={`${SCOPE}-${type}-table`} className="hajj-cmp__subheading">
                    {content.comparison.heading}
                  </h3>
                  <ComparisonTable comparison={content.comparison} labels={labels} chosen={type} headingId={`${SCOPE}-${type}-table`} />
                </section>
              </HajjTypePanel>
            )
          })}
        </div>
      </div>

      <Section id="popular" heading={content.popular.heading} text={content.popular.text}>
        <PackageGrid items={data.popular} columns={3} newDates={data.shell.newDates}>
          {(pkg) => <HajjOptionCard key={pkg.id} pkg={pkg} detailsLabel={content.popular.details} register={content.popular.register} />}
        </PackageGrid>
      </Section>

      <section className="hajj-custom-wrap" aria-labelledby="hajj-custom-heading">
        <div className="container">
          <div className="hajj-custom">
            <div>
              <h2 id="hajj-custom-heading">{custom.heading}</h2>
              <p>{custom.text}</p>
            </div>
            <div className="hajj-custom__actions">
              <a className="button button--primary" href={telHref(phone)}>
                <Icon name="phone" size={18} /> {custom.callLabel} <PhoneNumber phone={phone} />
              </a>
              <NewTabLink href={whatsappHref(site, custom.whatsappText)} className="button button--whatsapp">
                <Icon name="whatsapp" size={18} /> {custom.whatsappLabel}
              </NewTabLink>
              <ButtonLink link={custom.contact} className="button--outline" />
            </div>
          </div>
        </div>
      </section>

      <Section id="hajj-testimonials" heading={content.testimonials.heading} text={content.testimonials.text} tone="tint">
        <TestimonialCards testimonials={data.testimonials} columns={3} />
      </Section>

      <Section id="hajj-next-step" heading={closing.heading} text={closing.text}>
        <div className="hajj-closing__actions">
          {data.registrationOpen ? (
            <NewTabLink href={closing.register.href} className="button button--primary button--large">
              {closing.register.label}
            </NewTabLink>
          ) : (
            <ButtonLink link={data.shell.newDates.link} className="button--primary button--large" />
          )}
          <ButtonLink link={closing.packages} className="button--outline button--large" />
          <ButtonLink link={closing.consultation} className="button--outline button--large" />
        </div>
      </Section>
    </>
  )
}
