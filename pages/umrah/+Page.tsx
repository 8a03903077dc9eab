import { UmrahComparison } from '../../components/umrah/UmrahComparison'
import { UmrahHero } from '../../components/umrah/UmrahHero'
import { UmrahIconCards } from '../../components/umrah/UmrahIconCards'
import { UmrahRituals } from '../../components/umrah/UmrahRituals'
import { NewDatesSoon } from '../../components/ui/NewDatesSoon'
import { Section } from '../../components/ui/Section'
import { WhyChooseUs } from '../../components/WhyChooseUs'
import { UmrahPackageTabs } from '../../components/umrah/UmrahPackageTabs'
import type { UmrahPageData } from './+data'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Banner } from '../../components/ui/Banner'

export default function Page({ data: { page, tabs, newDates, comparison, whyChooseUs } }: { data: UmrahPageData }) {
  const { hero } = page
  return (
    <>
      <UmrahHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} image={hero.image} points={hero.points}>
        <div className="page-hero__actions">
          <ButtonLink link={hero.primary} className="button--gold button--large" />
          <ButtonLink link={hero.secondary} className="button--outline-light button--large" />
        </div>
      </UmrahHero>
      {/* With no departure to choose, its words ("Choose a date…") go: only new dates are offered. */}
      <Section id="packages" heading={page.packages.heading} text={tabs.length > 0 ? page.packages.text : undefined}>
        {tabs.length > 0 ? (
          <UmrahPackageTabs label={page.packages.tabsLabel} packages={tabs} otherPackagesHref={page.packages.otherPackagesLink} />
        ) : (
          <NewDatesSoon words={newDates} />
        )}
      </Section>
      <Section id="rituals" heading={page.rituals.heading} text={page.rituals.text} tone="tint">
        <UmrahRituals steps={page.rituals.steps} />
      </Section>
      <Section id="best-times" heading={page.bestTimes.heading} text={page.bestTimes.text}>
        <UmrahIconCards cards={page.bestTimes.items.map((season) => ({ ...season, eyebrow: season.when }))} />
      </Section>
      <Section id="services" heading={page.services.heading} text={page.services.text} tone="tint">
        <UmrahIconCards cards={page.services.items} />
      </Section>
      <Section id="all-packages" heading={page.comparison.heading} text={page.comparison.text}>
        <UmrahComparison caption={page.comparison.heading} rows={comparison} />
        <Banner id="umrah-cta-heading" heading={page.callToAction.heading} text={page.callToAction.text}>
          <ButtonLink link={page.callToAction.primary} className="button--gold" />
          <ButtonLink link={page.callToAction.secondary} className="button--outline-light" />
        </Banner>
      </Section>
      <WhyChooseUs content={whyChooseUs} />
    </>
  )
}
