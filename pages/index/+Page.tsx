import { HajjCard } from '../../components/home/HajjCard'
import { HeroSlideshow } from '../../components/home/HeroSlideshow'
import { HomeContact } from '../../components/home/HomeContact'
import { ServiceCard } from '../../components/home/ServiceCard'
import { TestimonialCards } from '../../components/home/TestimonialCards'
import { TrustBadges } from '../../components/home/TrustBadges'
import { UmrahCard } from '../../components/home/UmrahCard'
import { VideoCards } from '../../components/home/VideoCards'
import { VisaCard } from '../../components/home/VisaCard'
import { Island } from '../../components/Island'
import { Icon } from '../../islands/ui/Icon'
import { PackageGrid } from '../../components/ui/PackageGrid'
import { responsiveImage } from '../../components/ui/responsive-image'
import { Section } from '../../components/ui/Section'
import VideoGallery from '../../islands/VideoGallery'
import type { HomeData } from './+data'
import '../../renderer/styles/home.css'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Banner } from '../../components/ui/Banner'
import { TrustStrip } from '../../components/layout/TrustStrip'

export default function Page({ data }: { data: HomeData }) {
  const { home, site } = data
  return (
    <>
      {/* Inside #home, so /#home still opens at the page's first block (scripts/critical-css.ts FRAGMENT_WAIT). */}
      <div id="home">
        <TrustStrip facts={data.trust} />
        <HeroSlideshow
          heading={data.heading}
          slides={home.slides}
          pictures={home.slides.map((slide) => responsiveImage(slide.image, { width: 1600, height: 900 }))}
        />
      </div>
      <Section id="videos" heading={home.videos.heading} text={home.videos.text}>
        <Island name="VideoGallery" component={VideoGallery} props={{ videos: home.videos.items.map(({ youtubeId, title }) => ({ youtubeId, title })) }}>
          <VideoCards videos={home.videos.items} />
        </Island>
      </Section>
      <Section id="services" heading={home.services.heading} text={home.services.text} tone="tint">
        <div className="card-grid card-grid--3">
          {home.services.items.map((service) => (
            <ServiceCard key={service.title} service={service} />
          ))}
        </div>
      </Section>
      <Section id="umrah-packages" heading={home.umrah.heading} text={home.umrah.text}>
        <PackageGrid items={data.umrah} columns={3} newDates={data.newDates}>
          {(pkg) => <UmrahCard key={pkg.id} pkg={pkg} allHref={home.umrah.allLink} />}
        </PackageGrid>
      </Section>
      <Section id="hajj-packages" heading={home.hajj.heading} text={home.hajj.text} tone="tint">
        <PackageGrid items={data.hajj} columns={4} newDates={data.newDates}>
          {(pkg) => <HajjCard key={pkg.id} pkg={pkg} typeLabel={data.hajjTypeLabels[pkg.type]} />}
        </PackageGrid>
        <div className="section__more">
          <a className="text-link" href={home.hajj.allLink}>
            {home.hajj.allLabel} <Icon name="arrowRight" size={16} />
          </a>
        </div>
        {home.hajjBanner && (
          <Banner
            id="hajj-banner-heading"
            heading={home.hajjBanner.heading}
            text={
              <>
                {home.hajjBanner.earlyBird && `${home.hajjBanner.earlyBird} `}
                {home.hajjBanner.text}
              </>
            }
          >
            <ButtonLink link={home.hajjBanner.primary} className="button--gold" />
            <ButtonLink link={home.hajjBanner.secondary} className="button--outline-light" />
          </Banner>
        )}
      </Section>
      <Section id="testimonials" heading={home.testimonials.heading} text={home.testimonials.text}>
        <TestimonialCards testimonials={data.testimonials} columns={4} />
      </Section>
      <Section id="contact" heading={home.contact.heading} text={home.contact.text} tone="dark">
        <HomeContact site={site} captcha={data.captcha} />
      </Section>
      <Section id="visa-services" heading={home.visas.heading} text={home.visas.text}>
        <div className="card-grid card-grid--4">
          {home.visas.items.map((visa) => (
            <VisaCard key={visa.title} visa={visa} />
          ))}
        </div>
      </Section>
      <TrustBadges badges={home.trustBadges} claims={site.claims} />
    </>
  )
}
