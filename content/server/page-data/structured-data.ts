import { dialledNumber } from '../contact/phone'
import { leadsSomewhere } from '../../browser/sample-values'
import { pageHref } from '../routes/href'
import { hajjPriceFrom } from '../hajj/season'
import { today } from '../today'
import { umrahPriceFrom } from '../umrah'
import { loadFilled } from '../facts/facts'
import { loadCatalogue } from '../data/load'
import type { PackageTrip, PageMeta } from '../routes/page-meta'
import { siteUrl } from '../routes/page-meta'
import { wordsFor, type Translate } from '../../browser/words/words'
import { DEFAULT_LOCALE, LANGUAGE_TAGS } from '../../browser/locale'

/** The agency's "from" offers: Umrah and Hajj while a package of each can be booked. */
function agencyOffers(base: string, currency: string, t: Translate): object[] {
  const day = today()
  const hajj = hajjPriceFrom(loadCatalogue('hajj', 'en'), day)
  const umrah = umrahPriceFrom(loadFilled('umrah', [], 'en').packages, day)
  return [
    ...(hajj === undefined ? [] : [{ '@type': 'Offer', name: t('pages.hajjPackages'), url: base + pageHref('/hajj'), price: hajj, priceCurrency: currency }]),
    ...(umrah === undefined
      ? []
      : [{ '@type': 'Offer', name: t('pages.umrahPackages'), url: base + pageHref('/umrah'), price: umrah, priceCurrency: currency }]),
  ]
}

/** A package with dates as schema.org TouristTrip, its itinerary and its offer (one per room where it is priced by room). */
function touristTrip(trip: PackageTrip, base: string, currency: string, provider: string): object {
  return {
    '@type': 'TouristTrip',
    name: trip.name,
    description: trip.description,
    url: base + pageHref(trip.url),
    departureTime: trip.departure,
    ...(trip.return && { arrivalTime: trip.return }),
    provider: { '@id': provider },
    ...(trip.itinerary.length > 0 && {
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: trip.itinerary.length,
        itemListElement: trip.itinerary.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })),
      },
    }),
    offers: trip.offer.rooms.length > 0 ? trip.offer.rooms.map((room) => tripOffer(trip, base, currency, room)) : tripOffer(trip, base, currency, trip.offer),
  }
}

/** One offer of a package: its one price, or a room's price per person (named after the room). */
function tripOffer(trip: PackageTrip, base: string, currency: string, { price, name }: { price: number; name?: string }): object {
  return {
    '@type': 'Offer',
    ...(name && { name }),
    url: base + pageHref(trip.url),
    price,
    priceCurrency: currency,
    availability: `https://schema.org/${trip.offer.availability}`,
    validThrough: trip.offer.validThrough,
    ...(trip.offer.priceValidUntil && { priceValidUntil: trip.offer.priceValidUntil }),
  }
}

const DAY_URL = 'https://schema.org/'

/** The pages about the agency itself: the home page and the contact page, in every language. */
function isAgencyPage(meta: PageMeta): boolean {
  const path = (meta.path ?? '').replace(/\/$/, '') || '/'
  return meta.path !== undefined && (path === '/' || path === '/contact')
}

/**
 * The pages that carry the agency's whole profile: its pages in the site's own language. One
 * agency, one @id: a translation of them (/bn/, /bn/contact/) adds its description in its
 * language, and its document stays in its first round trip (issue 25).
 */
function hasAgencyProfile(meta: PageMeta): boolean {
  return isAgencyPage(meta) && meta.locale === DEFAULT_LOCALE
}

/**
 * The schema.org graph of a page: the agency, the site search, the page itself, breadcrumbs, an
 * optional service. Its texts are the page's, in the page's language: the page and its questions
 * say which (`inLanguage`, a property of schema.org's CreativeWork, not of a Service or a Trip).
 */
export function structuredData(meta: PageMeta): object {
  const t = wordsFor(meta.locale)
  const inLanguage = LANGUAGE_TAGS[meta.locale]
  const site = loadCatalogue('site', meta.locale)
  const base = siteUrl()
  const business = {
    '@type': 'TravelAgency',
    '@id': `${base}/#agency`,
    name: site.name,
    url: `${base}/`,
    telephone: dialledNumber(site.phones.main.display),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    // The whole profile on the pages about the agency (home and contact, as search engines ask);
    // every other page names it by its @id, and each page's document stays in its first round trip.
    ...(isAgencyPage(meta) && { description: site.description }),
    ...(hasAgencyProfile(meta) && {
      alternateName: site.alternateName,
      email: site.emails.main,
      logo: base + site.logo,
      image: meta.shareImageUrl,
      geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
      openingHoursSpecification: site.openingHours
        .filter((h) => !h.closed)
        .map((h) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: h.days.map((d) => DAY_URL + d),
          opens: h.opens,
          closes: h.closes,
        })),
      priceRange: site.priceRange,
      currenciesAccepted: site.currency,
      paymentAccepted: site.paymentAccepted.join(', '),
      maximumAttendeeCapacity: site.officeCapacity,
      sameAs: site.social.filter((s) => leadsSomewhere(s.url)).map((s) => s.url),
      // Names as text (schema.org allows it for areaServed): the same for search engines, and each
      // page's document a little smaller.
      areaServed: [
        ...site.areasServed,
        {
          '@type': 'GeoCircle',
          geoMidpoint: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
          geoRadius: site.serviceRadiusMetres,
        },
      ],
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: t('pages.services', { name: site.name }),
        itemListElement: site.offerCatalogue.map((offer) => ({
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: offer.name, url: base + offer.url },
        })),
      },
      // Only what can still be booked is offered, each at its lowest price on the day of the build.
      makesOffer: agencyOffers(base, site.currency, t),
    }),
    // Google accepts a business's own rating only where the reviews can be read: only pages that
    // show reviews carry the rating, and the reviews as the page shows them.
    ...(meta.reviews.length > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: site.rating.value,
        bestRating: site.rating.best,
        reviewCount: site.rating.count,
      },
      review: meta.reviews.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.name },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: site.rating.best },
        reviewBody: review.text,
      })),
    }),
  }
  const website = {
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    url: `${base}/`,
    name: site.name,
    publisher: { '@id': business['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}${pageHref('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
  // The site's search box is described on the home page only: Google reads it there (and retired
  // the sitelinks search box in 2024); other pages name the site by its @id.
  const graph: object[] = meta.path === '/' ? [business, website] : [business]
  if (meta.canonicalUrl) {
    graph.push({
      '@type': 'WebPage',
      '@id': `${meta.canonicalUrl}#webpage`,
      url: meta.canonicalUrl,
      name: meta.title,
      description: meta.description,
      inLanguage,
      isPartOf: { '@id': website['@id'] },
    })
  }
  if (meta.breadcrumbs.length > 1) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumbs.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: base + crumb.url,
      })),
    })
  }
  if (meta.service) {
    graph.push({
      '@type': 'Service',
      name: meta.service.name,
      description: meta.service.description,
      provider: { '@id': business['@id'] },
      ...(meta.service.price !== undefined && {
        offers: { '@type': 'Offer', price: meta.service.price, priceCurrency: site.currency },
      }),
    })
  }
  if (meta.trip) graph.push(touristTrip(meta.trip, base, site.currency, business['@id']))
  if (meta.faq?.length) {
    graph.push({
      '@type': 'FAQPage',
      inLanguage,
      mainEntity: meta.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    })
  }
  return { '@context': 'https://schema.org', '@graph': graph }
}

/** JSON for a <script> element: `<` escaped so content can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
