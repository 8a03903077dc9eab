import { IconCardSection } from '../../components/ui/IconCardSection'
import { HotelListing } from '../../components/hotels/HotelListing'
import { HotelsHelpBox } from '../../components/hotels/HotelsHelpBox'
import { Island } from '../../components/Island'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import HotelsBrowser from '../../islands/HotelsBrowser'
import WorldwideHotelRequest from '../../islands/WorldwideHotelRequest'
import type { HotelsData } from './+data'
import { useWords } from '../../content/react/use-words'
import './hotels.css'

export default function Page({ data }: { data: HotelsData }) {
  const { content, site, captcha } = data
  const t = useWords()
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        heading={content.hero.heading}
        text={content.hero.text}
        image={content.hero.image}
        price={content.hero.priceLabel ? { label: content.hero.priceLabel, amount: data.lowestPrice, unit: t('price.perNight') } : undefined}
      />
      <section className="hotels-worldwide" aria-labelledby="hotels-worldwide-heading">
        <div className="container hotels-worldwide__inner">
          <div>
            <h2 id="hotels-worldwide-heading" className="hotels-worldwide__heading">
              {content.worldwide.heading}
            </h2>
            <p className="hotels-worldwide__text">{content.worldwide.text}</p>
          </div>
          <Island
            name="WorldwideHotelRequest"
            component={WorldwideHotelRequest}
            props={{ modalTitle: content.worldwide.modalTitle, modalIntro: content.worldwide.modalIntro, captcha }}
            className="hotels-worldwide__action"
          />
        </div>
      </section>
      <Section id="hotels" heading={content.listing.heading} text={content.listing.text}>
        <Island
          name="HotelsBrowser"
          component={HotelsBrowser}
          hydrate="visible"
          props={{
            bookings: Object.fromEntries(
              content.hotels.map((hotel) => [
                hotel.id,
                {
                  name: hotel.name,
                  city: content.cities.find((city) => city.id === hotel.city)?.label ?? hotel.city,
                  distance: hotel.distance,
                  english: data.sent?.[hotel.id],
                },
              ]),
            ),
            bookingIntro: content.booking.intro,
            captcha,
          }}
        >
          <HotelListing hotels={content.hotels} cities={content.cities} listing={content.listing} />
        </Island>
      </Section>
      <IconCardSection id="why-book" content={content.benefits} />
      <HotelsHelpBox help={content.help} site={site} />
    </>
  )
}
