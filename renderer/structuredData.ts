import { pageHref } from '../scripts/content/href'
import { loadCatalogue } from '../scripts/content/load'
import type { PageMeta } from './pageMeta'
import { siteUrl } from './pageMeta'

const DAY_URL = 'https://schema.org/'

/** The schema.org graph of a page: the agency, the site search, breadcrumbs, an optional service. */
export function structuredData(meta: PageMeta): object {
  const site = loadCatalogue('site')
  const base = siteUrl()
  const business = {
    '@type': 'TravelAgency',
    '@id': `${base}/#agency`,
    name: site.name,
    alternateName: site.alternateName,
    description: site.description,
    url: `${base}/`,
    telephone: site.phones.main.tel,
    email: site.emails.main,
    logo: base + site.logo,
    image: base + site.shareImage,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
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
    sameAs: site.social.filter((s) => s.url).map((s) => s.url),
    areaServed: [
      ...site.areasServed.map((name) => ({ '@type': 'Place', name })),
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
        geoRadius: site.serviceRadiusMetres,
      },
    ],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${site.name} services`,
      itemListElement: site.offerCatalogue.map((offer) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: offer.name, url: base + offer.url },
      })),
    },
    makesOffer: [
      { '@type': 'Offer', name: 'Hajj packages', price: site.startingPrices.hajj, priceCurrency: site.currency },
      { '@type': 'Offer', name: 'Umrah packages', price: site.startingPrices.umrah, priceCurrency: site.currency },
    ],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.rating.value,
      bestRating: site.rating.best,
      reviewCount: site.rating.count,
    },
    review: {
      '@type': 'Review',
      author: { '@type': 'Person', name: site.sampleReview.author },
      reviewRating: { '@type': 'Rating', ratingValue: site.sampleReview.rating, bestRating: site.rating.best },
      reviewBody: site.sampleReview.text,
    },
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
  const graph: object[] = [business, website]
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
  if (meta.faq?.length) {
    graph.push({
      '@type': 'FAQPage',
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
