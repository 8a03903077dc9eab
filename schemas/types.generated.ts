// generated, do not edit: written by `npm run types` (scripts/content/generate-types.ts) from schemas/*.schema.json.
// Change a schema, then run `npm run types`; `npm run check` fails while this file is out of date.

/**
 * The name of the small picture shown with this item. A new icon needs a developer (components/ui/Icon.tsx).
 */
export type IconName =
  | 'kaaba'
  | 'tent'
  | 'compass'
  | 'passport'
  | 'plane'
  | 'hotel'
  | 'shield'
  | 'award'
  | 'users'
  | 'headset'
  | 'tag'
  | 'star'
  | 'check'
  | 'globe'
  | 'calendar'
  | 'clock'
  | 'phone'
  | 'mail'
  | 'pin'
  | 'quote'
/**
 * The part of the site a page belongs to. The menu item with the same section is highlighted on the page.
 */
export type Section =
  | 'home'
  | 'umrah'
  | 'hajj'
  | 'nusuk'
  | 'visa'
  | 'hotels'
  | 'flights'
  | 'tours'
  | 'transport'
  | 'knowledge'
  | 'gallery'
  | 'contact'
  | 'legal'
  | 'search'
/**
 * A day of the week, in English with a capital letter, e.g. Monday.
 */
export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

/**
 * Every catalogue of data/, by name: `loadCatalogue(name)` returns `Catalogues[name]`.
 */
export interface Catalogues {
  hajj: Hajj
  home: Home
  navigation: Navigation
  routes: Routes
  shell: Shell
  site: Site
  testimonials: Testimonials
  umrah: Umrah
}
/**
 * The Hajj season and its packages (data/hajj.yaml). Prices are "from" prices per person in pounds, written as plain numbers.
 */
export interface Hajj {
  season: HajjSeason
  /**
   * The Hajj packages, in the order they are shown. Each one has its own page at /hajj/<id>.
   *
   * @minItems 1
   */
  packages: HajjPackage[]
}
/**
 * The Hajj season these packages are for.
 */
export interface HajjSeason {
  /**
   * The year of the Hajj, e.g. 2026.
   */
  year: number
  /**
   * The days of Hajj as shown, e.g. 16–20 May 2026.
   */
  hajjDates: string
  /**
   * The last day of early-bird prices, written YYYY-MM-DD, e.g. 2026-03-31. A past date is reported so it can be updated.
   */
  earlyBirdUntil: string
  /**
   * The address of the season's PDF brochure, starting with https://.
   */
  brochureUrl: string
}
/**
 * One Hajj package.
 */
export interface HajjPackage {
  /**
   * The package code in capital letters and digits, e.g. SSPR. Its page is /hajj/<id>. Unique in this file.
   */
  id: string
  /**
   * shifting: pilgrims move from an Aziziyah apartment to a hotel near the Haram; nonShifting: one Makkah hotel throughout.
   */
  type: 'shifting' | 'nonShifting'
  /**
   * The name of the package, e.g. Shifting Super Premium.
   */
  title: string
  /**
   * One line under the name.
   */
  subtitle: string
  /**
   * The "from" price per person in pounds, a plain number, e.g. 6999.
   */
  price: number
  /**
   * Optional: the earlier, higher price, shown struck through, e.g. 7499. Must be more than price.
   */
  originalPrice?: number
  /**
   * How long the trip lasts, e.g. 16–19 days.
   */
  duration: string
  /**
   * The departure as shown, e.g. approx. 18 May 2026.
   */
  departure: string
  /**
   * How far the hotel is from the Haram, e.g. 400m from the Haram.
   */
  distance: string
  /**
   * The hotel star rating, a whole number from 1 to 5.
   */
  rating: number
  /**
   * The package's picture, a file in public/images, e.g. /images/sample/hajj-camp.svg.
   */
  image: string
  /**
   * The Mina camp arrangement as shown on the card, e.g. ALL-INCLUSIVE.
   */
  camp: string
  /**
   * true to mark the package Most Popular. Default false.
   */
  popular?: boolean
  /**
   * What is included, one short line each, shown with a tick.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  features: string[]
}
/**
 * The home page, section by section (data/home.yaml). Prices are "from" prices in pounds, written as plain numbers.
 */
export interface Home {
  /**
   * The offers of the slideshow at the top of the home page, in the order they are shown.
   *
   * @minItems 1
   */
  slides: Slide[]
  videos: VideosSection
  services: ServicesSection
  umrah: HomeUmrahSection
  hajj: HomeHajjSection
  testimonials: HomeTestimonialsSection
  contact: SectionIntro
  visas: HomeVisasSection
  /**
   * The row of reasons to trust the agency (ATOL, years of experience, ...).
   *
   * @minItems 1
   */
  trustBadges: TrustBadge[]
}
/**
 * One offer of the home page slideshow.
 */
export interface Slide {
  /**
   * The large heading of the slide, e.g. Umrah October 2025.
   */
  title: string
  /**
   * The line above the heading.
   */
  subtitle: string
  /**
   * One sentence under the heading.
   */
  description: string
  /**
   * The "from" price in pounds, a plain number, e.g. 1649.
   */
  price: number
  /**
   * Optional words after the price, e.g. a night.
   */
  priceSuffix?: string
  /**
   * The page the slide's button opens, e.g. /umrah/october-2025.
   */
  link: string
  /**
   * The background picture, a file in public/images, e.g. /images/sample/makkah-dusk.svg.
   */
  image: string
}
/**
 * The "Watch Our Journeys" section of YouTube videos. A video loads only when a visitor presses play.
 */
export interface VideosSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The videos, in the order they are shown.
   */
  items: Video[]
}
/**
 * One YouTube video.
 */
export interface Video {
  /**
   * The 11 characters after v= in the YouTube address, e.g. dQw4w9WgXcQ.
   */
  youtubeId: string
  /**
   * The title of the video.
   */
  title: string
  /**
   * The picture shown before the video is played, a file in public/images.
   */
  thumbnail: string
  /**
   * How long the video lasts, minutes:seconds, in quotes, e.g. "4:12".
   */
  duration: string
  /**
   * Optional: how many views, as shown, e.g. 12.4K.
   */
  views?: string
}
/**
 * The "Our Services" cards.
 */
export interface ServicesSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The service cards, in the order they are shown.
   *
   * @minItems 1
   */
  items: ServiceCard[]
}
/**
 * One service card.
 */
export interface ServiceCard {
  /**
   * The name of the service, e.g. Umrah Packages.
   */
  title: string
  /**
   * One sentence about the service.
   */
  description: string
  /**
   * The "from" price in pounds, a plain number, e.g. 1195.
   */
  price: number
  /**
   * The page about the service, e.g. /umrah.
   */
  link: string
  icon: IconName
  /**
   * Short points shown with a tick, e.g. [Flights and visa included, Guided ziyarat].
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  features: string[]
}
/**
 * The Umrah packages section; its cards come from data/umrah.yaml.
 */
export interface HomeUmrahSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The page of all Umrah packages, e.g. /umrah.
   */
  allLink: string
}
/**
 * The Hajj packages section; its cards come from data/hajj.yaml.
 */
export interface HomeHajjSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The codes of the Hajj packages shown, in order; each one an id of data/hajj.yaml, e.g. [SSPR, SEPR].
   *
   * @minItems 1
   *
   * Items: The code of a Hajj package, in capital letters and digits, e.g. SSPR. Its page is /hajj/<code>.
   */
  featured: string[]
  /**
   * The page of all Hajj packages, e.g. /hajj.
   */
  allLink: string
  banner: HajjRegistrationBanner
}
/**
 * The registration banner under the Hajj cards.
 */
export interface HajjRegistrationBanner {
  /**
   * The heading of the banner.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  primary: Link
  secondary: Link
}
/**
 * A link to a page of this website.
 */
export interface Link {
  /**
   * The words of the link, e.g. Umrah Packages.
   */
  label: string
  /**
   * The page it opens, starting with /, e.g. /umrah. It must be a page listed in data/routes.yaml.
   */
  href: string
}
/**
 * The pilgrims' reviews section; the reviews come from data/testimonials.yaml.
 */
export interface HomeTestimonialsSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The reviews shown, in order; each one an id of data/testimonials.yaml, e.g. [aisha-rahman].
   *
   * @minItems 1
   *
   * Items: A short name used in page addresses and references: lower-case letters, digits and hyphens, e.g. october-2025. Each id must be unique in its file.
   */
  ids: string[]
}
/**
 * The heading and short introduction of a section of a page.
 */
export interface SectionIntro {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
}
/**
 * The visa services section.
 */
export interface HomeVisasSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The page of all visa services, e.g. /visa.
   */
  allLink: string
  /**
   * The visa cards, in the order they are shown.
   *
   * @minItems 1
   */
  items: VisaCard[]
}
/**
 * One visa card.
 */
export interface VisaCard {
  /**
   * The name of the visa, e.g. Umrah Visa.
   */
  title: string
  /**
   * The price in pounds, a plain number, e.g. 190.
   */
  price: number
  /**
   * How long the visa is valid, e.g. 3 months.
   */
  validity: string
  /**
   * How long it takes to obtain, e.g. 5–7 days.
   */
  processing: string
  /**
   * The page about the visa, e.g. /visa.
   */
  link: string
}
/**
 * One reason to trust the agency.
 */
export interface TrustBadge {
  /**
   * A few words in bold, e.g. ATOL Protected.
   */
  title: string
  /**
   * A few words under them, e.g. ATOL number 11402.
   */
  text: string
  icon: IconName
}
/**
 * Every menu of the site: the top bar, the main menu, the footer and the Nusuk promotion above it (data/navigation.yaml). Links must point to a page of data/routes.yaml.
 */
export interface Navigation {
  topBar: TopBar
  /**
   * The main menu, left to right. An item is either a link (href) or a drop-down (children).
   *
   * @minItems 1
   */
  main: NavItem[]
  getQuote: GetQuoteButton
  footer: Footer
  promo: PromoSection
}
/**
 * The thin bar above the header with phone numbers, e-mail and office cities.
 */
export interface TopBar {
  /**
   * Which phone lines of data/site.yaml to show, in order, e.g. [main, hajjUmrah, visa].
   *
   * @minItems 1
   */
  phones: ('main' | 'hajjUmrah' | 'visa')[]
  /**
   * Which e-mail address of data/site.yaml to show, e.g. main.
   */
  email: 'main' | 'hajj' | 'umrah' | 'visa'
  /**
   * The office cities to list, each one a city of `offices` in data/site.yaml, e.g. [London, Makkah].
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  offices: string[]
}
/**
 * One item of the main menu: a link with href, or a drop-down with children.
 */
export interface NavItem {
  /**
   * The words in the menu, e.g. Umrah.
   */
  label: string
  /**
   * The page it opens, starting with /, e.g. /hotels. Leave it out for a drop-down.
   */
  href?: string
  section: Section
  /**
   * The links of a drop-down menu, top to bottom.
   *
   * @minItems 1
   */
  children?: Link[]
}
/**
 * The highlighted button at the right of the header.
 */
export interface GetQuoteButton {
  /**
   * The words on the button, e.g. Get Quote.
   */
  label: string
  /**
   * The page it opens on large screens, e.g. /contact.
   */
  desktopHref: string
  /**
   * The page it opens on phones, e.g. /get-quote.
   */
  mobileHref: string
}
/**
 * The footer at the bottom of every page.
 */
export interface Footer {
  /**
   * A few words about the agency under the logo.
   */
  about: string
  /**
   * Columns of links, left to right.
   *
   * @minItems 1
   */
  columns: FooterColumn[]
  newsletter: NewsletterBox
  /**
   * The legal line at the very bottom (ATOL protection and licences).
   */
  legal: string
}
/**
 * One column of links with its heading.
 */
export interface FooterColumn {
  /**
   * The column's heading, e.g. Quick Links.
   */
  heading: string
  /**
   * The links of the column, top to bottom.
   *
   * @minItems 1
   */
  links: Link[]
}
/**
 * The newsletter sign-up box of the footer.
 */
export interface NewsletterBox {
  /**
   * The heading, e.g. Newsletter.
   */
  heading: string
  /**
   * Why to sign up, one sentence.
   */
  text: string
  /**
   * The grey hint inside the empty e-mail box.
   */
  placeholder: string
  /**
   * The words on the button, e.g. Subscribe.
   */
  button: string
}
/**
 * The promotion shown above the footer of every page.
 */
export interface PromoSection {
  /**
   * The small line above the heading, e.g. Hajj 2026 via Nusuk.
   */
  eyebrow: string
  /**
   * The heading of the promotion.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  primary: Link
  external: ExternalLink
  /**
   * Small links under the text.
   */
  links: Link[]
  /**
   * The words on the WhatsApp button, e.g. WhatsApp Support.
   */
  whatsappLabel: string
}
/**
 * A link to another website. It opens in a new tab.
 */
export interface ExternalLink {
  /**
   * The words of the link, e.g. Official Nusuk Platform.
   */
  label: string
  /**
   * The full address, starting with https://, e.g. https://hajj.nusuk.sa/.
   */
  href: string
}
/**
 * The route table: every page of the site with its title and description, used for the browser tab, search results, social previews and sitemap.xml (data/routes.yaml). Every internal link must point to a route here.
 */
export interface Routes {
  /**
   * The pages of the site. A page is a route with a title; a route with redirectTo sends visitors elsewhere.
   *
   * @minItems 1
   */
  routes: Route[]
}
/**
 * One page of the site (title, description, section), or a redirect (redirectTo).
 */
export interface Route {
  /**
   * The address of the page, starting with /, lower-case words joined by hyphens, e.g. /hajj-nusuk. {packageId} stands for every id of the catalogue named in idsFrom, e.g. /umrah/{packageId}.
   */
  path: string
  /**
   * For a path with {...}: the catalogue whose packages each get a page (umrah: packages with detailPage: true; hajj: every package).
   */
  idsFrom?: 'umrah' | 'hajj'
  /**
   * The page's title, shown in the browser tab and search results (the site name is added after it).
   */
  title?: string
  /**
   * One or two sentences shown under the title in search results and social previews (about 150 characters).
   */
  description?: string
  section?: Section
  /**
   * How important the page is for search engines, from 0.0 to 1.0 (sitemap.xml). Default 0.5.
   */
  priority?: number
  /**
   * false keeps the page out of sitemap.xml (e.g. search results). Default true.
   */
  sitemap?: boolean
  /**
   * Makes this address a permanent redirect to another page, e.g. /. A redirect has no title or description.
   */
  redirectTo?: string
}
/**
 * The words of the parts that appear on every page: the cookie banner, the WhatsApp button and the "page not found" page (data/shell.yaml).
 */
export interface Shell {
  cookieBanner: CookieBannerText
  whatsappButton: WhatsAppButtonText
  notFound: NotFoundPage
}
/**
 * The cookie message shown to new visitors.
 */
export interface CookieBannerText {
  /**
   * The heading of the message.
   */
  heading: string
  /**
   * What the cookies are for and that visitors can choose.
   */
  text: string
  /**
   * The words on the button accepting all cookies.
   */
  acceptAll: string
  /**
   * The words on the button accepting essential cookies only.
   */
  essentialOnly: string
  /**
   * What screen readers say for the × close button.
   */
  closeLabel: string
  /**
   * The words of the link to the cookie policy.
   */
  policyLabel: string
  /**
   * The cookie policy page, e.g. /cookie-policy.
   */
  policyHref: string
}
/**
 * The round WhatsApp button at the corner of every page.
 */
export interface WhatsAppButtonText {
  /**
   * What screen readers say for the button, e.g. Chat with us on WhatsApp.
   */
  label: string
}
/**
 * The page shown for an address that does not exist.
 */
export interface NotFoundPage {
  /**
   * The heading, e.g. Page Not Found.
   */
  heading: string
  /**
   * A few friendly words above the links.
   */
  text: string
  /**
   * Pages suggested to the visitor.
   *
   * @minItems 1
   */
  links: Link[]
}
/**
 * The agency itself: name, contact details, offices, opening hours, claims and what search engines are told (data/site.yaml).
 */
export interface Site {
  /**
   * The agency's name as shown in the header, footer and browser tab, e.g. Al-Noor Travel.
   */
  name: string
  /**
   * A longer or second name of the agency, told to search engines.
   */
  alternateName: string
  /**
   * A short line describing the agency, shown after the name in the home page's browser tab.
   */
  tagline: string
  /**
   * Two or three sentences about the agency, used by search engines and when a page has no description of its own.
   */
  description: string
  /**
   * The address of the live website, starting with https://, without a / at the end. Used for links in search results, social previews and the sitemap.
   */
  url: string
  /**
   * The logo image, a file in public/images, e.g. /images/logo.svg.
   */
  logo: string
  /**
   * The picture shown when a page is shared on social media (1200 × 630), e.g. /images/share.svg.
   */
  shareImage: string
  /**
   * The ATOL number, digits only, in quotes, e.g. "11402".
   */
  atolNumber: string
  /**
   * How long the agency has been trading, as written on the site, e.g. 20+ years.
   */
  foundingYearsText: string
  phones: AgencyPhones
  emails: AgencyEmails
  whatsapp: WhatsApp
  address: PostalAddress
  geo: GeoPosition
  /**
   * The agency's offices, listed on the contact page. The first is the main office.
   *
   * @minItems 1
   */
  offices: Office[]
  /**
   * When the London office is open, one line per group of days.
   *
   * @minItems 1
   */
  openingHours: OpeningHours[]
  /**
   * How quickly the agency answers, e.g. We answer every enquiry within 24 hours.
   */
  replyPromise: string
  /**
   * How expensive the agency is for search engines, from "£" to "££££", in quotes.
   */
  priceRange: string
  /**
   * The currency of every price on the site: GBP (pounds).
   */
  currency: 'GBP'
  /**
   * The ways customers can pay, e.g. [Cash, Bank Transfer].
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  paymentAccepted: string[]
  /**
   * How far from the office the agency serves customers in person, in metres, e.g. 50000.
   */
  serviceRadiusMetres: number
  /**
   * How many visitors the office can welcome at once, e.g. 50.
   */
  officeCapacity: number
  startingPrices: StartingPrices
  rating: AggregateRating
  sampleReview: SampleReview
  /**
   * Places the agency serves, told to search engines, e.g. Tower Hamlets.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  areasServed: string[]
  /**
   * The agency's main services, told to search engines, each with the page about it.
   *
   * @minItems 1
   */
  offerCatalogue: Offer[]
  /**
   * The agency's social media profiles, shown as icons in the footer. An entry with an empty url is not shown.
   */
  social: SocialProfile[]
  /**
   * The agency's key figures, shown in large type (e.g. 20+ Years of experience).
   */
  claims: Claim[]
}
/**
 * The agency's telephone lines. The top bar lists the ones named in data/navigation.yaml.
 */
export interface AgencyPhones {
  main: ContactPhone
  hajjUmrah: ContactPhone
  visa: ContactPhone
}
/**
 * A telephone line of the agency, with the name of the team that answers it.
 */
export interface ContactPhone {
  /**
   * Who answers this line, e.g. Main office or Hajj & Umrah.
   */
  label: string
  /**
   * The number as visitors read it, e.g. 020 7946 0100.
   */
  display: string
  /**
   * The number to dial, in international form with + and no spaces, in quotes, e.g. "+442079460100".
   */
  tel: string
}
/**
 * The agency's e-mail addresses, shown on the site (enquiry forms are sent to the address set in the hosting settings, not these).
 */
export interface AgencyEmails {
  /**
   * The general address, e.g. info@example.com.
   */
  main: string
  /**
   * The Hajj team's address.
   */
  hajj: string
  /**
   * The Umrah team's address.
   */
  umrah: string
  /**
   * The visa team's address.
   */
  visa: string
}
/**
 * The WhatsApp chat of the agency, opened by the green button on every page.
 */
export interface WhatsApp {
  /**
   * The WhatsApp number in international form without + or spaces, in quotes, e.g. "447700900123".
   */
  number: string
  /**
   * The number as visitors read it, e.g. 07700 900123.
   */
  display: string
  /**
   * The message already typed in when a visitor opens the chat.
   */
  greeting: string
}
/**
 * The address of the main office.
 */
export interface PostalAddress {
  /**
   * House number and street, e.g. 120 Whitechapel Road.
   */
  street: string
  /**
   * The town or city, e.g. London.
   */
  locality: string
  /**
   * The county or region, e.g. Greater London.
   */
  region: string
  /**
   * The postcode, e.g. E1 1JE.
   */
  postalCode: string
  /**
   * The two-letter country code, e.g. GB.
   */
  country: string
  /**
   * Optional: how to find the office, e.g. Opposite the East London Mosque.
   */
  note?: string
}
/**
 * Where the main office is on the map (for search engines and maps).
 */
export interface GeoPosition {
  /**
   * Latitude in degrees, e.g. 51.5178.
   */
  latitude: number
  /**
   * Longitude in degrees, e.g. -0.0653 (west of Greenwich is negative).
   */
  longitude: number
}
/**
 * One office of the agency.
 */
export interface Office {
  /**
   * The city, e.g. Makkah. The top bar of data/navigation.yaml names offices by city.
   */
  city: string
  /**
   * The country, e.g. Saudi Arabia.
   */
  country: string
  /**
   * The address on one line.
   */
  address: string
  phone: Phone
}
/**
 * A telephone number: how it is written on the page, and the number that is dialled.
 */
export interface Phone {
  /**
   * The number as visitors read it, e.g. 020 7946 0100.
   */
  display: string
  /**
   * The number to dial, in international form with + and no spaces, in quotes, e.g. "+442079460100".
   */
  tel: string
}
/**
 * Opening hours for one or more days. Write opens and closes, or closed: true.
 */
export interface OpeningHours {
  /**
   * The days these hours apply to, e.g. [Monday, Tuesday].
   *
   * @minItems 1
   */
  days: Weekday[]
  /**
   * The days as shown on the site, e.g. Mon–Fri.
   */
  label: string
  /**
   * Opening time, 24-hour clock, in quotes, e.g. "10:00".
   */
  opens?: string
  /**
   * Closing time, 24-hour clock, in quotes, e.g. "18:00".
   */
  closes?: string
  /**
   * true when the office is closed on these days (then leave out opens and closes).
   */
  closed?: boolean
}
/**
 * The lowest price of each kind of package, told to search engines.
 */
export interface StartingPrices {
  /**
   * The lowest Hajj package price in pounds, a plain number, e.g. 4995.
   */
  hajj: number
  /**
   * The lowest Umrah package price in pounds, a plain number, e.g. 1649.
   */
  umrah: number
}
/**
 * The agency's average review rating.
 */
export interface AggregateRating {
  /**
   * The average rating, e.g. 4.9.
   */
  value: number
  /**
   * The highest possible rating, normally 5.
   */
  best: number
  /**
   * How many reviews the average is based on, e.g. 500.
   */
  count: number
}
/**
 * One review told to search engines.
 */
export interface SampleReview {
  /**
   * The reviewer's name.
   */
  author: string
  /**
   * The reviewer's rating, 0 to 5.
   */
  rating: number
  /**
   * What the reviewer wrote.
   */
  text: string
}
/**
 * One service and its page.
 */
export interface Offer {
  /**
   * The name of the service, e.g. Umrah Packages.
   */
  name: string
  /**
   * The page about it, starting with /, e.g. /umrah.
   */
  url: string
}
/**
 * One social media profile.
 */
export interface SocialProfile {
  /**
   * The social network. Another network needs a developer to add its icon.
   */
  network: 'Facebook' | 'Instagram' | 'YouTube'
  /**
   * The full address of the profile starting with https://, in quotes, or "" to hide it.
   */
  url: string
}
/**
 * One key figure.
 */
export interface Claim {
  /**
   * The figure as shown, e.g. 10,000+ or "4.9" (a figure that is only a number goes in quotes).
   */
  value: string
  /**
   * What the figure counts, e.g. Happy pilgrims.
   */
  label: string
}
/**
 * Pilgrims' reviews (data/testimonials.yaml). Publish a review only with the pilgrim's permission.
 */
export interface Testimonials {
  /**
   * The reviews. The home page shows the ones listed in data/home.yaml.
   *
   * @minItems 1
   */
  testimonials: Testimonial[]
}
/**
 * One pilgrim's review.
 */
export interface Testimonial {
  /**
   * A short name for the review: lower-case letters, digits and hyphens, e.g. aisha-rahman. Unique in this file.
   */
  id: string
  /**
   * The pilgrim's name as they agreed to show it.
   */
  name: string
  /**
   * Where the pilgrim is from, e.g. Newham, London.
   */
  location: string
  /**
   * The pilgrim's rating, 0 to 5 stars.
   */
  rating: number
  /**
   * The trip the pilgrim took, e.g. Umrah October 2025.
   */
  package: string
  /**
   * What the pilgrim said.
   */
  text: string
}
/**
 * The Umrah packages (data/umrah.yaml). Prices are per person in pounds, written as plain numbers.
 */
export interface Umrah {
  /**
   * The Umrah packages, in the order they are shown.
   *
   * @minItems 1
   */
  packages: UmrahPackage[]
}
/**
 * One Umrah package.
 */
export interface UmrahPackage {
  /**
   * The package's short name: lower-case letters, digits and hyphens, e.g. october-2025. With detailPage: true its page is /umrah/<id>. Unique in this file.
   */
  id: string
  /**
   * The name of the package, e.g. Umrah October 2025.
   */
  title: string
  /**
   * The price per person in pounds, a plain number, e.g. 1649.
   */
  price: number
  /**
   * Optional: the earlier, higher price, shown struck through, e.g. 1749. Must be more than price.
   */
  originalPrice?: number
  /**
   * How long the trip lasts, e.g. 10 Days.
   */
  duration: string
  /**
   * The departure date as shown, e.g. 25 October 2025. A past date is reported so the package can be marked sold out or removed.
   */
  departure: string
  /**
   * The return date as shown, e.g. 3 November 2025.
   */
  return: string
  /**
   * The hotels, e.g. 5-star hotels in Makkah and Madinah.
   */
  hotel: string
  /**
   * The kind of group, e.g. Group guided tour.
   */
  group: string
  /**
   * The airline, e.g. Qatar Airways.
   */
  airline: string
  /**
   * true when no places are left: the package shows Sold Out and cannot be booked. Default false.
   */
  soldOut?: boolean
  /**
   * true to mark the package Most Popular. Default false.
   */
  popular?: boolean
  /**
   * true to give the package its own page at /umrah/<id>. Default false.
   */
  detailPage?: boolean
  /**
   * The package's picture, a file in public/images, e.g. /images/sample/makkah-dusk.svg.
   */
  image: string
  /**
   * What is included, one short line each, shown with a tick.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  features: string[]
}
