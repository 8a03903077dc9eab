// What a Bengali text may show in Latin letters (issue 37): the names data/ gives and a documented
// list of brands, bodies and abbreviations. The Bengali pages' test (tests/site/bengali-pages) and
// the Bengali PDFs' (tests/content/printed-documents-bn) hold their text to it.
import { loadCatalogue } from '../../content/load'

/**
 * The words in Latin letters a Bengali page shows on purpose, beside the names data/ gives (below):
 * brands, bodies and products known by their Latin name (ATOL, Google reCAPTCHA, Qatar Airways,
 * the browsers named in the cookie policy), the official names the policies and the FAQ give beside
 * their Bengali (HM Passport Office, the Data Protection Act), the abbreviations a Bengali text
 * keeps (PDF, KB, ACWY, NVR, GP, °C) and the names in code of the cookie policy's stored choices. Anything else in Latin
 * letters is English a Bengali reader was not meant to meet: translate it in data/bn/ (or, for a
 * fact, write it with the page's words and digits), never add it here to make this test pass.
 */
const LATIN_ON_PURPOSE = [
  'ATOL',
  'IATA',
  'Nusuk',
  'Trustpilot',
  'Google Ads Settings',
  'Google Analytics',
  'Google reCAPTCHA',
  'reCAPTCHA',
  'Google',
  'Meta',
  'YouTube',
  'youtube-nocookie.com',
  'Your Online Choices',
  'Chrome',
  'Firefox',
  'Safari',
  'Edge',
  'JavaScript',
  'cookieConsentDate',
  'cookieConsent',
  'UK General Data Protection Regulation',
  'Data Protection Act',
  "Information Commissioner's Office",
  'HM Passport Office',
  'UK GDPR',
  'ICO',
  'ico.org.uk',
  'GP',
  '°C',
  'PDF',
  'KB',
  'ACWY',
  'NVR',
]

/**
 * The names data/ gives, which stay as written on every page: the agency's name and addresses,
 * the offices' cities, the packages' names and codes, their hotels, camps and airlines, the
 * reviewers' names and the High Commission's address.
 */
function namesFromData(): string[] {
  const site = loadCatalogue('site')
  const umrah = loadCatalogue('umrah').packages
  const hajj = loadCatalogue('hajj').packages
  const hotelsOf = (hotels: object | undefined) => Object.values(hotels ?? {}).map((hotel: { name: string }) => hotel.name)
  return [
    site.name,
    site.alternateName,
    `${site.address.street}, ${site.address.locality} ${site.address.postalCode}`,
    ...site.offices.flatMap((office) => [office.address, office.city]),
    ...umrah.flatMap((pkg) => [pkg.title, pkg.airline, ...hotelsOf(pkg.hotels)]),
    ...hajj.flatMap((pkg) => [pkg.title, pkg.id, pkg.minaCamp.name, ...hotelsOf(pkg.hotels)]),
    ...['Emirates', ...new Set(umrah.map((pkg) => pkg.airline))],
    ...loadCatalogue('testimonials').testimonials.map((review) => review.name),
    loadCatalogue('bangladesh-visa').highCommission.address,
    // The consulates' postal addresses, and the Nusuk platform's address the FAQ tells visitors to type.
    ...loadCatalogue('schengen-visa').services.countries.map((country) => country.consulate.address),
    new URL(loadCatalogue('nusuk').officialPlatform.href).host,
  ].filter((name): name is string => typeof name === 'string' && name.length > 0)
}

/** A page's visible text with the names allowed, e-mail and web addresses taken out. */
function withoutAllowed(text: string, allowed: readonly string[]): string {
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // The longest first, so that "Google reCAPTCHA" goes before "Google"; a name ends where a word does.
  const names = new RegExp(
    `(?<![\\p{L}\\p{M}])(?:${[...allowed]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\\p{L}\\p{M}])`,
    'gu',
  )
  return text
    .replace(/\s+/g, ' ')
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(names, ' ')
}

/** The words in Latin letters of a page's visible text once the names above, e-mail and web addresses are taken out. */
export function latinWordsIn(text: string, allowed: readonly string[]): string[] {
  return withoutAllowed(text, allowed).match(/[A-Za-z][A-Za-z'’-]*/g) ?? []
}

/** The figures in Latin digits (with what stands beside them) of a text once the names allowed, e-mail and web addresses are taken out. */
export function latinDigitsIn(text: string, allowed: readonly string[]): string[] {
  return withoutAllowed(text, allowed).match(/\S*[0-9]\S*/g) ?? []
}

/** Everything a Bengali text may show in Latin letters: the names of data/ and the list above. */
export function latinAllowed(): string[] {
  return [...namesFromData(), ...LATIN_ON_PURPOSE]
}
