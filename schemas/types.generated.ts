// generated, do not edit: written by `npm run types` (scripts/content/generate-types.ts) from schemas/*.schema.json.
// Change a schema, then run `npm run types`; `npm run check` fails while this file is out of date.

/**
 * The name of the small picture shown with this item. A new icon needs a developer (islands/ui/Icon.tsx).
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
 * Words only the agency (its e-mails) or another program reads, never a visitor of a translated page: they stay in English and are not translated. They cannot be empty.
 */
export type EnglishText = string
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
  | 'general'
/**
 * A day of the week, in English with a capital letter, e.g. Monday.
 */
export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

/**
 * Every catalogue of data/, by name: `loadCatalogue(name)` returns `Catalogues[name]`.
 */
export interface Catalogues {
  'bangladesh-visa': BangladeshServicesPage
  'coming-soon': ComingSoonPage
  'contact-page': ContactPage
  'east-london-mosque-umrah': CommunityUmrah
  editor: EditorWords
  'enquiries-view': EnquiriesView
  faqs: FaqPages
  flights: FlightsPage
  forms: FormsContent
  gallery: GalleryPage
  'get-quote': QuotePage
  hajj: Hajj
  'hajj-comparison': HajjComparison
  'hajj-page': HajjPage
  'hajj-registration': HajjRegistrationPage
  home: Home
  hotels: HotelsPageContent
  'islamic-tours': IslamicToursPage
  'knowledge-centre': KnowledgeCentrePage
  navigation: Navigation
  nusuk: NusukPages
  'package-not-found': PackageNotFound
  'policy-pages': PolicyPages
  routes: Routes
  'schengen-visa': SchengenVisaPage
  search: SearchText
  shell: Shell
  site: Site
  testimonials: Testimonials
  transport: TransportPage
  umrah: Umrah
  'umrah-page': UmrahPage
  visa: SaudiVisaPage
  'visa-labels': VisaLabels
  'why-choose-us': WhyChooseUsContent
  words: Words
}
/**
 * The Bangladesh services page /bangladesh-visa (data/bangladesh-visa.yaml): visa-free entry (No Visa Required), e-passport and national ID card, one tab each, and the texts around them. Prices are in pounds, written as plain numbers.
 */
export interface BangladeshServicesPage {
  hero: VisaPageHero
  services: BangladeshServicesSection
  highCommission: VisaOffice
  related: VisaRelatedLinks
  form: BangladeshServiceFormText
}
/**
 * The banner at the top of a visa page (/visa, /schengen-visa, /bangladesh-visa).
 */
export interface VisaPageHero {
  /**
   * The small gold line above the heading, e.g. Saudi Visa Services.
   */
  eyebrow: string
  /**
   * The main heading of the page.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The background picture, a file in public/images, e.g. /images/sample/passport.svg.
   */
  image: string
  /**
   * Optional words before the lowest price of the page's services, which the page works out itself, e.g. Visas from. Leave it out to show no price in the banner.
   */
  priceLabel?: string
  /**
   * Up to four short selling points shown with a tick under the text, e.g. 99% visa success rate.
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: One selling point.
   */
  points: string[]
}
/**
 * The section with one tab per service.
 */
export interface BangladeshServicesSection {
  /**
   * The heading of the section, e.g. Choose Your Service.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * What the row of tabs is called for screen-reader users, e.g. Bangladesh services.
   */
  tabsLabel: string
  /**
   * The heading of each service's notice box, e.g. Important Information.
   */
  noticeHeading: string
  /**
   * Where the Free Consultation button leads, e.g. /contact#contact-form (the contact form).
   */
  consultation: string
  /**
   * The services, one tab each, in the order of the tabs: exactly no-visa, e-passport and nid (the application form knows these three). The first tab is shown when the page opens.
   *
   * @minItems 1
   */
  items: BangladeshService[]
}
/**
 * One service.
 */
export interface BangladeshService {
  /**
   * The service's key, sent with the application: no-visa, e-passport or nid. /bangladesh-visa#<key> opens this tab.
   */
  key: string
  /**
   * The short name on the tab, e.g. e-Passport.
   */
  tab: string
  /**
   * The heading of the tab, e.g. Bangladesh e-Passport.
   */
  title: string
  /**
   * One line under the heading: who the service is for.
   */
  subtitle: string
  /**
   * Two or three sentences about the service.
   */
  description: string
  /**
   * How long it takes, e.g. 6-8 weeks.
   */
  processing: string
  /**
   * The starting price in pounds, a plain number, e.g. 95. Shown as From £95. With a fee structure, it must be one of its fees.
   */
  price: number
  /**
   * How long the document or endorsement is valid, e.g. Valid for the life of your passport.
   */
  validity: string
  /**
   * The kind of service: Visa-Free Entry for no-visa, Document Service for the others.
   */
  serviceType: 'Visa-Free Entry' | 'Document Service'
  /**
   * Optional: how long the passport must still be valid, e.g. Passport valid for at least 6 months.
   */
  passportRequirement?: string
  /**
   * The required documents, most important first. They are also printed on the downloadable checklist.
   *
   * @minItems 1
   *
   * Items: One document.
   */
  documents: string[]
  /**
   * The key benefits of the service.
   *
   * @minItems 1
   *
   * Items: One benefit, one short sentence.
   */
  benefits: string[]
  fees?: BangladeshFeeStructure
  /**
   * The service charges listed in the sidebar under the price.
   *
   * @minItems 1
   */
  serviceCharges: BangladeshServiceCharge[]
  /**
   * The words of the main button: Apply Now for no-visa, Start Application for the others.
   */
  applyLabel: 'Apply Now' | 'Start Application'
  /**
   * The title of the application form's window, e.g. Bangladesh e-Passport Application.
   */
  modalTitle: string
  /**
   * The file name of the PDF the Download Forms button opens, e.g. bangladesh-e-passport-checklist.pdf, at /forms/<formsFile>. Every build prints it from this data (the service, the High Commission, the checklist words of data/visa-labels.yaml); nothing to upload.
   */
  formsFile: string
  /**
   * The points of the tab's notice box (Important Information).
   *
   * @minItems 1
   *
   * Items: One point, one or two sentences.
   */
  notice: string[]
}
/**
 * Optional fee structure table (e-passport and nid): one row per option, then the express supplement.
 */
export interface BangladeshFeeStructure {
  /**
   * The table's heading, e.g. e-Passport Fee Structure.
   */
  heading: string
  /**
   * One row per option, in the order shown.
   *
   * @minItems 1
   */
  rows: BangladeshFee[]
  /**
   * The express service supplement in pounds, added to any option, e.g. 50 (shown as +£50).
   */
  express: number
}
/**
 * One option and its fee.
 */
export interface BangladeshFee {
  /**
   * The option, e.g. 5 years, 32 pages.
   */
  label: string
  /**
   * Its fee in pounds, a plain number, e.g. 95.
   */
  price: number
}
/**
 * One charge and what it costs or whether it is included.
 */
export interface BangladeshServiceCharge {
  /**
   * What it is, e.g. Document check and form filling.
   */
  label: string
  /**
   * What it costs, as visitors read it, e.g. Included or +£50.
   */
  value: string
}
/**
 * An embassy, consulate or high commission an applicant may need: its name and address, and its telephone, e-mail and hours when they are known.
 */
export interface VisaOffice {
  /**
   * The office's full name, e.g. Consulate General of Spain in London.
   */
  name: string
  /**
   * The postal address on one line, e.g. 20 Draycott Place, London SW3 2RZ.
   */
  address: string
  phone?: Phone
  /**
   * Optional: the office's e-mail address. Until the agency confirms it, a fictional one at example.com, which the launch check refuses.
   */
  email?: string
  /**
   * Optional opening hours as visitors read them, e.g. Mon–Fri 9:30–16:00.
   */
  hours?: string
}
/**
 * A telephone number: written once, as visitors read it (the number dialled is worked out from it).
 */
export interface Phone {
  /**
   * The number as visitors read and dial it, e.g. 020 7946 0100, or with its country code, +966 12 345 6789. Links that call it are made from it: write it once, here.
   */
  display: string
}
/**
 * The cards linking a visa page to the other visa pages.
 */
export interface VisaRelatedLinks {
  /**
   * The heading of the section, e.g. Other Visa Services.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * One card per page, in order.
   *
   * @minItems 1
   */
  links: VisaRelatedLink[]
}
/**
 * One card: a title linking to the page, and a sentence about it.
 */
export interface VisaRelatedLink {
  /**
   * The card's title and the link's words, e.g. Schengen Visa.
   */
  label: string
  /**
   * The page it opens, e.g. /schengen-visa. It must be a page listed in data/routes.yaml.
   */
  href: string
  /**
   * One sentence about what the page offers.
   */
  text: string
  icon: IconName
}
/**
 * The words of the application form, compiled into forms/bangladesh-form.generated.ts (send-bangladesh-service-email uses them too). The fields it shares with the visa application are in data/forms.yaml.
 */
export interface BangladeshServiceFormText {
  /**
   * The choices of the services list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. No Visa Required (visa-free entry).
   *
   * @minItems 1
   */
  services: FormOption[]
  /**
   * The choices of the nationalities list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. British.
   *
   * @minItems 1
   */
  nationalities: FormOption[]
  labels: BangladeshServiceFormTextLabels
  sections: BangladeshServiceFormTextSections
  messages: BangladeshServiceFormTextMessages
  /**
   * The thank-you message after sending, e.g. Thank you! Your application has been submitted successfully. Our Bangladesh services team will check your documents and contact you within {replyHours} hours. It must contain the word successfully: the form shows a text with it in green, any other in red. {replyHours} is data/site.yaml's replyHours.
   */
  successText: string
  /**
   * The message when sending fails and the server gives no reason, e.g. Failed to submit application. Please try again.
   */
  failureText: string
}
/**
 * One choice of a form's list.
 */
export interface FormOption {
  /**
   * What the form sends to the agency, e.g. luxury. Keep it as it is: the function accepts only the listed values; change the label instead.
   */
  value: string
  /**
   * What the visitor reads in the list and the agency in the e-mail, e.g. Luxury (5 Star).
   */
  label: string
}
/**
 * The name of each field as the visitor reads it; the error sentence and the agency's e-mail use the same words.
 */
export interface BangladeshServiceFormTextLabels {
  /**
   * The name of the selected service field on the form, in the error sentence and in the agency's e-mail, e.g. Service chosen on the page.
   */
  selectedService: string
  /**
   * The name of the first name field on the form, in the error sentence and in the agency's e-mail, e.g. First name.
   */
  firstName: string
  /**
   * The name of the last name field on the form, in the error sentence and in the agency's e-mail, e.g. Last name.
   */
  lastName: string
  /**
   * The name of the email field on the form, in the error sentence and in the agency's e-mail, e.g. Email.
   */
  email: string
  /**
   * The name of the phone field on the form, in the error sentence and in the agency's e-mail, e.g. Phone.
   */
  phone: string
  /**
   * The name of the date of birth field on the form, in the error sentence and in the agency's e-mail, e.g. Date of birth.
   */
  dateOfBirth: string
  /**
   * The name of the nationality field on the form, in the error sentence and in the agency's e-mail, e.g. Nationality.
   */
  nationality: string
  /**
   * The name of the service type field on the form, in the error sentence and in the agency's e-mail, e.g. Service.
   */
  serviceType: string
  /**
   * The name of the passport number field on the form, in the error sentence and in the agency's e-mail, e.g. Passport number.
   */
  passportNumber: string
  /**
   * The name of the address field on the form, in the error sentence and in the agency's e-mail, e.g. Address.
   */
  address: string
  /**
   * The name of the city field on the form, in the error sentence and in the agency's e-mail, e.g. City.
   */
  city: string
  /**
   * The name of the postcode field on the form, in the error sentence and in the agency's e-mail, e.g. Postcode.
   */
  postcode: string
  /**
   * The name of the emergency name field on the form, in the error sentence and in the agency's e-mail, e.g. Emergency contact name.
   */
  emergencyName: string
  /**
   * The name of the emergency phone field on the form, in the error sentence and in the agency's e-mail, e.g. Emergency contact phone.
   */
  emergencyPhone: string
  /**
   * The name of the emergency relation field on the form, in the error sentence and in the agency's e-mail, e.g. Relationship to you.
   */
  emergencyRelation: string
  /**
   * The name of the special requests field on the form, in the error sentence and in the agency's e-mail, e.g. Special requests.
   */
  specialRequests: string
  /**
   * The name of the passport copy field on the form, in the error sentence and in the agency's e-mail, e.g. Passport copy.
   */
  passportCopy: string
  /**
   * The name of the photograph field on the form, in the error sentence and in the agency's e-mail, e.g. Passport-style photograph.
   */
  photograph: string
  /**
   * The name of the additional docs field on the form, in the error sentence and in the agency's e-mail, e.g. Additional documents.
   */
  additionalDocs: string
}
/**
 * The headings of the form's groups of fields.
 */
export interface BangladeshServiceFormTextSections {
  /**
   * The heading of the personal group, e.g. Personal details.
   */
  personal: string
  /**
   * The heading of the service group, e.g. Service.
   */
  service: string
  /**
   * The heading of the address group, e.g. Address.
   */
  address: string
  /**
   * The heading of the emergency group, e.g. Emergency contact.
   */
  emergency: string
  /**
   * The heading of the documents group, e.g. Documents.
   */
  documents: string
  /**
   * The heading of the notes group, e.g. Anything else.
   */
  notes: string
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface BangladeshServiceFormTextMessages {
  /**
   * The message under the field when service type is missing or wrong, e.g. Please choose the service you need.
   */
  serviceType: string
  /**
   * The message under the field when selected service is missing or wrong, e.g. Please choose a service from the tabs and press Apply Now or Start Application.
   */
  selectedService: string
  /**
   * The message under the field when passport number invalid is missing or wrong, e.g. Please enter the passport number as in your passport: {min} to {max} letters and digits, or leave it empty. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  passportNumberInvalid: string
}
/**
 * The /coming-soon page (data/coming-soon.yaml): the banner, the services on their way, ways to reach the agency, the notify-me form and links to what is ready now.
 */
export interface ComingSoonPage {
  /**
   * The banner at the top of the page.
   */
  hero: {
    /**
     * The small line above the heading, e.g. Coming Soon.
     */
    eyebrow: string
    /**
     * The page's main heading.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * The banner's background picture, e.g. /images/sample/flight.svg.
     */
    image: string
  }
  /**
   * The services on their way.
   */
  upcoming: {
    /**
     * The section's heading, e.g. What's Coming.
     */
    heading: string
    /**
     * A sentence under the heading.
     */
    text: string
    /**
     * One card per upcoming service; its link leads to where a visitor can ask for it today.
     *
     * @minItems 1
     */
    items: IconLinkCard[]
  }
  /**
   * The ways to reach the agency meanwhile; the numbers and address come from data/site.yaml.
   */
  contact: {
    /**
     * The section's heading.
     */
    heading: string
    /**
     * A sentence under the heading.
     */
    text: string
    /**
     * The heading of the phone block, e.g. Call Us.
     */
    phoneLabel: string
    /**
     * The heading of the e-mail block, e.g. Email Us.
     */
    emailLabel: string
    /**
     * The heading of the WhatsApp block, e.g. WhatsApp.
     */
    whatsappLabel: string
  }
  /**
   * The notify-me form: the address is sent to the agency (the newsletter function, marked as coming from this page).
   */
  notify: {
    /**
     * The form's heading, e.g. Get Notified.
     */
    heading: string
    /**
     * A sentence above the form.
     */
    text: string
    /**
     * The name of the e-mail box, read by screen readers, e.g. Your e-mail address.
     */
    label: string
    /**
     * The hint inside the empty box, e.g. Enter your email address.
     */
    placeholder: string
    /**
     * The button's words, e.g. Notify Me.
     */
    button: string
    /**
     * The button's words while sending, e.g. Sending...
     */
    submittingLabel: string
    /**
     * Shown in green once the address has been sent.
     */
    thankYou: string
  }
  /**
   * Links to what the agency offers today.
   */
  explore: {
    /**
     * The section's heading, e.g. Explore What We Offer Today.
     */
    heading: string
    /**
     * One card per page, e.g. Umrah, Hajj and Contact.
     *
     * @minItems 1
     */
    cards: IconLinkCard[]
  }
  /**
   * The closing box for visitors who need help now.
   */
  assistance: {
    /**
     * The box's heading, e.g. Need Immediate Assistance?
     */
    heading: string
    /**
     * A sentence under the heading.
     */
    text: string
    /**
     * The call button's words; the number is added from data/site.yaml, e.g. Call.
     */
    callLabel: string
    /**
     * The WhatsApp button's words, e.g. Chat on WhatsApp.
     */
    whatsappLabel: string
  }
}
/**
 * A card with an icon, a title, a sentence and a link to a page of this website.
 */
export interface IconLinkCard {
  icon: IconName
  /**
   * The card's heading, e.g. Umrah Packages.
   */
  title: string
  /**
   * One or two sentences about it.
   */
  text: string
  link: Link
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
 * The Contact Us page (/contact), section by section (data/contact-page.yaml). The agency's name, phone numbers, e-mail addresses, offices, opening hours, rating and ATOL number come from data/site.yaml and are not repeated here.
 */
export interface ContactPage {
  intro: ContactPageIntro
  about: ContactPageAbout
  story: Story
  mission: ContactPageMission
  values: IconCardSection
  reasons: IconCardSection
  form: ContactPageFormSection
  offices: ContactPageOffices
  whatsapp: ContactPageWhatsApp
  testimonials: TestimonialsSection
  reviews: ContactPageReviews
  businessProfile: ContactPageBusinessProfile
  emergency: ContactPageEmergency
}
/**
 * The top of the page, under the breadcrumbs: the page's main heading and the quick ways to reach us (phone, WhatsApp and e-mail come from data/site.yaml).
 */
export interface ContactPageIntro {
  /**
   * The small capitalised line above the heading, e.g. Contact Us.
   */
  eyebrow: string
  /**
   * The main heading of the page.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
}
/**
 * Who we are. The figures beside it (years, pilgrims, visa success, rating) are the claims of data/site.yaml.
 */
export interface ContactPageAbout {
  /**
   * The heading of the section, e.g. About Al-Noor Travel.
   */
  heading: string
  /**
   * The paragraphs of the section, in order. Each one is a short paragraph of text.
   *
   * @minItems 1
   *
   * Items: One paragraph.
   */
  paragraphs: string[]
  /**
   * The picture beside the text, a file in public/images, e.g. /images/sample/kaaba-night.svg.
   */
  image: string
  /**
   * What the picture shows, read out to visitors who cannot see it.
   */
  imageAlt: string
}
/**
 * A heading and a few paragraphs of text.
 */
export interface Story {
  /**
   * The heading.
   */
  heading: string
  /**
   * The paragraphs, one item each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  paragraphs: string[]
}
/**
 * Our mission, shown beside the story.
 */
export interface ContactPageMission {
  /**
   * The heading, e.g. Our Mission.
   */
  heading: string
  /**
   * The mission in one sentence, shown large as a quotation.
   */
  statement: string
  /**
   * One or two sentences that explain it.
   */
  text: string
}
/**
 * A section of cards with a small picture each: its heading, introduction and cards.
 */
export interface IconCardSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The cards, one item each.
   *
   * @minItems 1
   */
  items: IconCard[]
}
/**
 * A card with a small picture, a title and one sentence (a reason to book, a service).
 */
export interface IconCard {
  icon: IconName
  /**
   * A few words, e.g. Halal Throughout.
   */
  title: string
  /**
   * One sentence explaining it.
   */
  text: string
}
/**
 * The contact form and the contact details beside it. The subject and travel month lists are part of the form (forms/contact.ts, forms/_shared/travel-months.ts), not content.
 */
export interface ContactPageFormSection {
  /**
   * The heading of the section, e.g. Get in Touch.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The heading above the form itself, e.g. Send us a message.
   */
  formHeading: string
}
/**
 * Our offices. The offices themselves (city, address, phone) are listed in data/site.yaml; here each one gets a short description.
 */
export interface ContactPageOffices {
  /**
   * The heading of the section, e.g. Our Offices.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * What each office does. An office of data/site.yaml without an entry here is shown with its address and phone only.
   */
  roles: ContactPageOfficeRole[]
}
/**
 * The description of one office.
 */
export interface ContactPageOfficeRole {
  /**
   * The office's city exactly as written in data/site.yaml, e.g. Makkah.
   */
  city: string
  /**
   * A few words on the office's role, e.g. Head office and travel shop.
   */
  role: string
  /**
   * One sentence on what the office does for visitors and pilgrims.
   */
  text: string
}
/**
 * The WhatsApp chat block. The number and the greeting the chat opens with come from data/site.yaml (whatsapp).
 */
export interface ContactPageWhatsApp {
  /**
   * The heading of the block, e.g. Chat with us on WhatsApp.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The words before the prefilled greeting, e.g. Your chat opens with:.
   */
  greetingIntro: string
}
/**
 * A section of reviews: its heading, introduction and the reviews it shows, by id from data/testimonials.yaml.
 */
export interface TestimonialsSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The reviews shown, by their id in data/testimonials.yaml, e.g. - ahmed-family.
   *
   * @minItems 1
   *
   * Items: A short name used in page addresses and references: lower-case letters, digits and hyphens, e.g. october-2025. Each id must be unique in its file.
   */
  ids: string[]
}
/**
 * Links to our reviews on other websites, shown under the testimonials.
 */
export interface ContactPageReviews {
  /**
   * The heading of the block, e.g. Read more reviews.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The review websites, in order. Each opens in a new tab.
   *
   * @minItems 1
   */
  links: ContactPageReviewLink[]
}
/**
 * One review website.
 */
export interface ContactPageReviewLink {
  /**
   * The words of the link, e.g. Read our Google reviews.
   */
  label: string
  /**
   * The full address of our reviews on that website, starting with https://.
   */
  href: string
  /**
   * One sentence about the website, under the link.
   */
  text: string
}
/**
 * The business profile block, as on a map listing. Name, rating, number of reviews, address, phone, opening hours and payment methods come from data/site.yaml.
 */
export interface ContactPageBusinessProfile {
  /**
   * The heading of the section, e.g. Our Business Profile.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The kind of business, e.g. Travel agency · Hajj & Umrah specialist.
   */
  category: string
  /**
   * The services listed on the profile, in order, e.g. Umrah packages.
   *
   * @minItems 1
   *
   * Items: One service.
   */
  services: string[]
  /**
   * What visitors should know about the business, in order, e.g. Walk-in office. The ATOL number is added from data/site.yaml.
   *
   * @minItems 1
   *
   * Items: One attribute.
   */
  attributes: string[]
  directions: ExternalLink
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
 * Emergency support for pilgrims who are travelling, above all in Saudi Arabia.
 */
export interface ContactPageEmergency {
  /**
   * The heading of the section, e.g. 24/7 Emergency Support.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The emergency telephone lines, in order.
   *
   * @minItems 1
   */
  lines: ContactPageEmergencyLine[]
  /**
   * What to do first in a medical emergency or danger in Saudi Arabia (the local emergency number).
   */
  localServices: string
  /**
   * Short pieces of advice for pilgrims, in order.
   *
   * @minItems 1
   *
   * Items: One piece of advice.
   */
  steps: string[]
}
/**
 * One emergency line.
 */
export interface ContactPageEmergencyLine {
  /**
   * Who the line is for, e.g. Pilgrims in Saudi Arabia.
   */
  label: string
  phone: Phone
  /**
   * When it is answered, e.g. 24 hours a day, 7 days a week.
   */
  hours: string
  /**
   * One sentence on when to call it.
   */
  text: string
}
/**
 * The community Umrah page for the East London Mosque group (/east-london-mosque-umrah) (data/east-london-mosque-umrah.yaml). Prices are per person in pounds, written as plain numbers.
 */
export interface CommunityUmrah {
  hero: CommunityUmrahHero
  /**
   * Shown from the day after the trip's departure, until new dates are written in trip: the booking buttons give way to an invitation to register interest (the words of data/shell.yaml newDates).
   */
  departed: {
    /**
     * One or two sentences under the heading once the group has left, instead of hero.text.
     */
    text: string
  }
  trip: CommunityUmrahTrip
  about: Story
  highlights: HighlightSection
  steps: CommunityUmrahSteps
  enquiry: CallToAction
}
/**
 * The banner at the top of the page.
 */
export interface CommunityUmrahHero {
  /**
   * The short line above the heading, e.g. Community Umrah 2025.
   */
  eyebrow: string
  /**
   * The main heading of the page.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The background picture, a file in public/images.
   */
  image: string
}
/**
 * The trip: dates, price and what is included, shown in the booking panel.
 */
export interface CommunityUmrahTrip {
  /**
   * The name of the trip, e.g. Community Umrah October 2025.
   */
  title: string
  /**
   * The day the group leaves London, written YYYY-MM-DD, e.g. 2025-10-26 (shown as 26 October 2025). From the day after, the page shows the trip as departed.
   */
  departure: string
  /**
   * The day the group is back, written YYYY-MM-DD, e.g. 2025-11-03. Must be after departure; the number of days is counted from the two dates.
   */
  return: string
  /**
   * The price per person in pounds, a plain number, e.g. 1649.
   */
  price: number
  /**
   * The earlier, higher price, shown struck through, e.g. 1749. Must be more than price.
   */
  originalPrice: number
  /**
   * Shown after the price, e.g. per person.
   */
  priceNote: string
  /**
   * The label of the dates in the trip panel, e.g. Dates.
   */
  datesLabel: string
  /**
   * The label of the number of days (counted from the dates) in the trip panel, e.g. Duration.
   */
  durationLabel: string
  /**
   * Other facts shown as label and value, e.g. Hotels: 5-star in Makkah and Madinah.
   *
   * @minItems 1
   */
  facts: Fact[]
  /**
   * What the price includes, one line each, shown with a tick.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  inclusions: string[]
}
/**
 * A fact shown with a small picture: its label and value.
 */
export interface Fact {
  /**
   * What the fact is, e.g. Duration.
   */
  label: string
  /**
   * The fact, e.g. 9 nights.
   */
  value: string
  icon: IconName
}
/**
 * A section of points with a small picture each: its heading, introduction and points.
 */
export interface HighlightSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The points, one item each.
   *
   * @minItems 1
   */
  items: Highlight[]
}
/**
 * A point shown with a small picture: a title and a sentence.
 */
export interface Highlight {
  /**
   * A few words, e.g. Guided Ziyarat.
   */
  title: string
  /**
   * One or two sentences.
   */
  description: string
  icon: IconName
}
/**
 * How to join the group, as numbered steps.
 */
export interface CommunityUmrahSteps {
  /**
   * The heading of the section, e.g. How to Join.
   */
  heading: string
  /**
   * The steps, numbered in this order.
   *
   * @minItems 1
   */
  items: CommunityUmrahStep[]
}
/**
 * One step.
 */
export interface CommunityUmrahStep {
  /**
   * A few words, e.g. Send an enquiry.
   */
  title: string
  /**
   * One sentence.
   */
  description: string
}
/**
 * A closing box: a heading, a sentence and two buttons.
 */
export interface CallToAction {
  /**
   * The heading, e.g. Ready to book?
   */
  heading: string
  /**
   * One or two sentences.
   */
  text: string
  primary: Link
  secondary: Link
}
/**
 * The words of the content editor at /admin/ that are the agency's own (data/editor.yaml): a one-line description of each collection and each catalogue, shown in the editor's lists, the words of the lists of departures, and the words beside a Bengali text.
 */
export interface EditorWords {
  /**
   * One line on what each collection of the editor holds, shown at the top of its list.
   */
  collections: {
    /**
     * The collection's or the file's name, e.g. umrah for data/umrah.yaml (lower-case letters, digits and -).
     */
    id: string
    /**
     * One line on what it holds, e.g. The Umrah departures, their prices and dates.
     */
    description: string
  }[]
  /**
   * One line on what each file of data/ holds, shown under its name in the list of content.
   */
  catalogues: {
    /**
     * The collection's or the file's name, e.g. umrah for data/umrah.yaml (lower-case letters, digits and -).
     */
    id: string
    /**
     * One line on what it holds, e.g. The Umrah departures, their prices and dates.
     */
    description: string
  }[]
  /**
   * The words of a list of departures (Umrah, Hajj): where each collapsed package stands, and the copy of one to make the next.
   */
  lists: {
    /**
     * Beside a package whose departure has passed, e.g. departed.
     */
    departed: string
    /**
     * Beside a package marked sold out, e.g. sold out.
     */
    soldOut: string
    /**
     * Beside a package that can be booked, e.g. bookable.
     */
    bookable: string
    /**
     * Beside a package marked as sample content, e.g. sample.
     */
    sample: string
    /**
     * Beside an Umrah package, its departure ({date}: YYYY-MM-DD), e.g. departs {date}.
     */
    departs: string
    /**
     * Beside a Hajj package, its season ({year}: the year of its departure), e.g. Hajj {year}.
     */
    hajjSeason: string
    /**
     * The label of the choice of a departure to copy, e.g. Departure to copy.
     */
    copyLabel: string
    /**
     * The button that copies it, e.g. Duplicate.
     */
    copyButton: string
    /**
     * A sentence beside the button: where the copy comes and what to fill in.
     */
    copyNote: string
  }
  /**
   * The words around a Bengali text in the editor.
   */
  bengali: {
    /**
     * The name of the collection of Bengali texts, e.g. Bengali texts (data/bn/).
     */
    label: string
    /**
     * The label of the English text shown beside each Bengali one, e.g. English.
     */
    english: string
    /**
     * The label of the Bengali box beside the English, e.g. Bengali.
     */
    bengali: string
    /**
     * The hint of a translation's review mark: draft until a native speaker has read it, then reviewed with by and on.
     */
    review: string
    /**
     * Shown in place of the English beside a Bengali box that is still empty (its English is not told apart from the others of its name).
     */
    unknown: string
    /**
     * The name of the collection of a folder's pages in Bengali ({collection}: the English collection's name), e.g. {collection} in Bengali.
     */
    collection: string
  }
}
/**
 * The words of the staff's Enquiries page in the editor (/admin/enquiries/): enquiries the website could not yet e-mail to the agency, why, and what to do (data/enquiries-view.yaml).
 */
export interface EnquiriesView {
  /**
   * The page's heading and browser tab title, e.g. Enquiries.
   */
  title: string
  /**
   * The link to the page in the bar above the editor, e.g. Enquiries.
   */
  link: string
  /**
   * The link from the page back to the content editor.
   */
  backToEditor: string
  /**
   * A sentence under the heading: what the page lists and for how long ({days}: the days delivered enquiries are kept, from data/site.yaml).
   */
  intro: string
  /**
   * Shown while the list is fetched.
   */
  loading: string
  /**
   * Shown when the login may not see the enquiries (not a GitHub account that may edit the website), or GitHub could not be asked.
   */
  refused: string
  /**
   * Shown when the website's storage does not answer.
   */
  unavailable: string
  /**
   * Shown when no enquiry is kept.
   */
  empty: string
  /**
   * The banner on the editor's first screen while an enquiry could not be delivered or has waited over an hour.
   */
  banner: {
    /**
     * How many enquiries the mail server refused ({count}).
     */
    failed: string
    /**
     * How many enquiries have waited over an hour ({count}).
     */
    waiting: string
    /**
     * The banner's link to the Enquiries page.
     */
    open: string
  }
  /**
   * The headings of the two lists.
   */
  sections: {
    /**
     * The list of enquiries not yet in the agency's inbox.
     */
    undelivered: string
    /**
     * The list of enquiries delivered within the kept days.
     */
    delivered: string
  }
  /**
   * The headings of the list's columns.
   */
  columns: {
    /**
     * The words for reference.
     */
    reference: string
    /**
     * The words for form.
     */
    form: string
    /**
     * The words for received.
     */
    received: string
    /**
     * The words for attempts.
     */
    attempts: string
    /**
     * The words for status.
     */
    status: string
    /**
     * The words for reason.
     */
    reason: string
    /**
     * The words for delivered.
     */
    delivered: string
    /**
     * The words for action.
     */
    action: string
  }
  /**
   * An enquiry's state, as the list shows it.
   */
  status: {
    /**
     * The words for waiting.
     */
    waiting: string
    /**
     * The words for failed.
     */
    failed: string
    /**
     * The words for delivered.
     */
    delivered: string
  }
  /**
   * The mail server's last answer in plain words, with what to do about it.
   */
  reasons: {
    /**
     * Not tried yet, or being sent.
     */
    pending: string
    /**
     * The mail server refused the password (SMTP 535, 530): tried again by itself.
     */
    authentication: string
    /**
     * The mail server refused the sender address: tried again by itself.
     */
    sender: string
    /**
     * The mail server refused to relay for this login: tried again by itself.
     */
    relay: string
    /**
     * Another refusal about the website's own settings: tried again by itself.
     */
    refused: string
    /**
     * The agency's address does not exist (SMTP 550 mailbox unknown): not tried again by itself.
     */
    recipient: string
    /**
     * The message itself was refused (size, spam): not tried again by itself.
     */
    message: string
    /**
     * The mail server could not be reached or was too slow: tried again by itself.
     */
    unreachable: string
    /**
     * The e-mail settings are missing on Netlify.
     */
    notConfigured: string
    /**
     * Given up after four days of trying.
     */
    expired: string
    /**
     * Any other failure ({error}: its technical code).
     */
    unknown: string
  }
  /**
   * The page's buttons.
   */
  actions: {
    /**
     * The button on one enquiry that sends it to the agency now.
     */
    sendAgain: string
    /**
     * The button that sends every undelivered enquiry now.
     */
    sendAllFailed: string
    /**
     * The button that downloads the list as CSV.
     */
    download: string
    /**
     * The button that fetches the list again.
     */
    refresh: string
  }
  /**
   * What the page says after Send again ({reference}: the enquiry's reference).
   */
  outcomes: {
    /**
     * The words for delivered.
     */
    delivered: string
    /**
     * The words for alreadyDelivered.
     */
    alreadyDelivered: string
    /**
     * The words for busy.
     */
    busy: string
    /**
     * The words for notSent.
     */
    notSent: string
    /**
     * The words for missing.
     */
    missing: string
    /**
     * Sent again later: the scheduled delivery sends it within five minutes.
     */
    queued: string
  }
}
/**
 * The questions and answers of the two FAQ pages (data/faqs.yaml): /hajj-bangladesh-faq and /nusuk-hajj-faq. Each question is a panel the visitor opens and closes. In any text you may write {hajjYear}, {hajjDates}, {earlyBirdUntil} or {lowestHajjPrice} (filled in from data/hajj.yaml), {atolNumber} or {agencyName} (from data/site.yaml), so those facts are written in one place only.
 */
export interface FaqPages {
  /**
   * The two FAQ pages, each once.
   *
   * @minItems 2
   * @maxItems 2
   */
  pages: FaqSet[]
}
/**
 * One FAQ page.
 */
export interface FaqSet {
  /**
   * Which page this is: hajj-bangladesh for /hajj-bangladesh-faq (Bangladeshi and British-Bangladeshi pilgrims), nusuk-hajj for /nusuk-hajj-faq (booking Hajj through Nusuk from the UK). Each page once.
   */
  id: 'hajj-bangladesh' | 'nusuk-hajj'
  /**
   * A few words above the page heading, e.g. Hajj FAQ.
   */
  eyebrow: string
  /**
   * The main heading of the page.
   */
  heading: string
  /**
   * One or two sentences under the heading: who the page is for.
   */
  intro: string
  /**
   * The questions, in groups with a heading each, in the order they are shown.
   *
   * @minItems 1
   */
  groups: FaqGroup[]
  help: FaqHelpBox
}
/**
 * A group of questions on one topic.
 */
export interface FaqGroup {
  /**
   * The heading of the group, e.g. Passports and documents.
   */
  heading: string
  /**
   * The questions of this group, in the order they are shown.
   *
   * @minItems 1
   */
  questions: FaqQuestion[]
}
/**
 * One question and its answer.
 */
export interface FaqQuestion {
  /**
   * A short name for the question, used to link straight to it (e.g. /nusuk-hajj-faq#passport-validity): lower-case letters, digits and hyphens. Unique on its page; keep it when you reword the question so old links keep working.
   */
  id: string
  /**
   * The question as a visitor would ask it, ending with a question mark.
   */
  question: string
  /**
   * The answer, one paragraph per item.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  answer: string[]
  /**
   * Optional: a bulleted list shown after the paragraphs, one short line each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  points?: string[]
  /**
   * Optional: pages of this website with more help, shown at the end of the answer.
   *
   * @minItems 1
   */
  links?: Link[]
}
/**
 * The box beside the questions (below them on phones) for visitors whose question is not answered. The agency's phone, e-mail and WhatsApp come from data/site.yaml.
 */
export interface FaqHelpBox {
  /**
   * The heading of the box, e.g. Still have a question?
   */
  heading: string
  /**
   * One or two sentences inviting the visitor to get in touch.
   */
  text: string
  /**
   * Related pages of this website, e.g. the registration form and the other FAQ page.
   *
   * @minItems 1
   */
  links: Link[]
  /**
   * true to show the link to the official Nusuk platform (its address is in data/nusuk.yaml) in the box. Default false.
   */
  showNusukLink?: boolean
}
/**
 * The flights page /flights (data/flights.yaml): banner, flight quote form, popular destinations, benefits and the help box.
 */
export interface FlightsPage {
  hero: FormPageHero
  form: FlightFormText
  destinations: FlightDestinations
  benefits: IconCardSection
  help: HelpBox
}
/**
 * The top of a page with an enquiry form: a small line above, the heading, a sentence, a picture and short points.
 */
export interface FormPageHero {
  /**
   * The small line above the heading.
   */
  eyebrow: string
  /**
   * The page's main heading.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The picture behind the heading, a file in public/images.
   */
  image: string
  /**
   * Short points under the text, one item each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  points: string[]
}
/**
 * The flight quote form: its headings, the name of every field, the choices of each list and the messages. The form and send-flight-request-email both use these words.
 */
export interface FlightFormText {
  /**
   * The heading above the form.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The headings of the form's four groups of fields.
   */
  sections: {
    /**
     * Trip type, cities and dates.
     */
    journey: string
    /**
     * Adults, children, infants and class.
     */
    passengers: string
    /**
     * Airline, budget, baggage, meals, seats and requests.
     */
    preferences: string
    /**
     * The visitor's name, e-mail and phone.
     */
    contact: string
  }
  /**
   * The name of each field as the visitor reads it; the agency's e-mail and error messages use the same words.
   */
  labels: {
    /**
     * The name of the firstName field.
     */
    firstName: string
    /**
     * The name of the lastName field.
     */
    lastName: string
    /**
     * The name of the email field.
     */
    email: string
    /**
     * The name of the phone field.
     */
    phone: string
    /**
     * The name of the tripType field.
     */
    tripType: string
    /**
     * The name of the departureCity field.
     */
    departureCity: string
    /**
     * The name of the arrivalCity field.
     */
    arrivalCity: string
    /**
     * The name of the departureDate field.
     */
    departureDate: string
    /**
     * The name of the returnDate field.
     */
    returnDate: string
    /**
     * The name of the class field.
     */
    class: string
    /**
     * The name of the adults field.
     */
    adults: string
    /**
     * The name of the children field.
     */
    children: string
    /**
     * The name of the infants field.
     */
    infants: string
    /**
     * The name of the preferredAirline field.
     */
    preferredAirline: string
    /**
     * The name of the flexibleDates field.
     */
    flexibleDates: string
    /**
     * The name of the directFlights field.
     */
    directFlights: string
    /**
     * The name of the budget field.
     */
    budget: string
    /**
     * The name of the baggageRequirements field.
     */
    baggageRequirements: string
    /**
     * The name of the mealPreferences field.
     */
    mealPreferences: string
    /**
     * The name of the seatPreferences field.
     */
    seatPreferences: string
    /**
     * The name of the specialRequests field.
     */
    specialRequests: string
  }
  /**
   * The small line under the passenger counts.
   */
  hints: {
    /**
     * Who counts as an adult, e.g. 12 years and over.
     */
    adults: string
    /**
     * Who counts as a child.
     */
    children: string
    /**
     * Who counts as an infant.
     */
    infants: string
  }
  /**
   * The grey examples shown in empty text fields.
   */
  placeholders: {
    /**
     * The example in the empty departureCity field.
     */
    departureCity: string
    /**
     * The example in the empty arrivalCity field.
     */
    arrivalCity: string
    /**
     * The example in the empty baggageRequirements field.
     */
    baggageRequirements: string
    /**
     * The example in the empty seatPreferences field.
     */
    seatPreferences: string
    /**
     * The example in the empty specialRequests field.
     */
    specialRequests: string
  }
  /**
   * The choices of each list, in the order shown. The first trip type, class and meal preference are chosen at the start.
   */
  options: {
    /**
     * The trip types. round-trip asks for a return date; one-way does not; multi-city asks for the further flights, each with its cities and date. Only these three are understood by the form.
     *
     * @minItems 1
     */
    tripType: FormOption[]
    /**
     * The travel classes, e.g. economy.
     *
     * @minItems 1
     */
    class: FormOption[]
    /**
     * The airlines a visitor may prefer; the first is chosen at the start.
     *
     * @minItems 1
     */
    preferredAirline: FormOption[]
    /**
     * Budget per person, e.g. under-300.
     *
     * @minItems 1
     */
    budget: FormOption[]
    /**
     * Meal preferences; the first is chosen at the start.
     *
     * @minItems 1
     */
    mealPreferences: FormOption[]
  }
  /**
   * The further flights of a multi-city trip (the first flight is the From, To and Departure date fields).
   */
  legs: {
    /**
     * The heading of each flight, with {number} for its number, e.g. Flight {number}.
     */
    heading: string
    /**
     * The city a flight leaves from.
     */
    from: string
    /**
     * The city a flight goes to.
     */
    to: string
    /**
     * The date of a flight.
     */
    date: string
    /**
     * The button that adds a flight.
     */
    add: string
    /**
     * The button that removes a flight, with {number} for its number.
     */
    remove: string
    /**
     * How a further flight's field is named in the sentence listing the fields at fault, with {number} and {part}, e.g. Flight {number} ({part}).
     */
    fieldName: string
  }
  /**
   * The first line of a list nothing has been chosen in, e.g. Please choose.
   */
  choosePrompt: string
  /**
   * The send button, e.g. Request Flight Quote.
   */
  submitLabel: string
  /**
   * The send button while the request is on its way, e.g. Sending Request...
   */
  sendingLabel: string
  /**
   * What the visitor reads when the request has arrived. It must contain the word successfully (shown in green).
   */
  successText: string
  /**
   * What the visitor reads when the agency's server fails without saying why (shown in red).
   */
  failureText: string
  messages: FlightFormMessages
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface FlightFormMessages {
  /**
   * The message under the field when first name is missing or wrong, e.g. Please enter your first name.
   */
  firstName: string
  /**
   * The message under the field when last name is missing or wrong, e.g. Please enter your last name.
   */
  lastName: string
  /**
   * The message under the field when email is missing or wrong, e.g. Please enter your e-mail address.
   */
  email: string
  /**
   * The message under the field when phone is missing or wrong, e.g. Please enter your phone number.
   */
  phone: string
  /**
   * The message under the field when trip type is missing or wrong, e.g. Please choose round trip or one way.
   */
  tripType: string
  /**
   * The message under the field when departure city is missing or wrong, e.g. Please tell us where you are flying from.
   */
  departureCity: string
  /**
   * The message under the field when arrival city is missing or wrong, e.g. Please tell us where you are flying to.
   */
  arrivalCity: string
  /**
   * The message under the field when departure date is missing or wrong, e.g. Please choose your departure date.
   */
  departureDate: string
  /**
   * The message under the field when departure date invalid is missing or wrong, e.g. Please enter the departure date as a date, e.g. 2026-10-12.
   */
  departureDateInvalid: string
  /**
   * The message under the field when departure date past is missing or wrong, e.g. The departure date cannot be in the past.
   */
  departureDatePast: string
  /**
   * The message under the field when return date is missing or wrong, e.g. Please choose your return date.
   */
  returnDate: string
  /**
   * The message under the field when return date invalid is missing or wrong, e.g. Please enter the return date as a date, e.g. 2026-10-26.
   */
  returnDateInvalid: string
  /**
   * The message under the field when return before departure is missing or wrong, e.g. The return date must be after the departure date.
   */
  returnBeforeDeparture: string
  /**
   * The message under the field when class is missing or wrong, e.g. Please choose a class from the list.
   */
  class: string
  /**
   * The message under the field when adults is missing or wrong, e.g. Please choose {min} to {max} adults. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  adults: string
  /**
   * The message under the field when children is missing or wrong, e.g. Please choose {min} to {max} children. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  children: string
  /**
   * The message under the field when infants is missing or wrong, e.g. Please choose {min} to {max} infants. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  infants: string
  /**
   * The message under the field when infants per adult is missing or wrong, e.g. Each infant travels on an adult’s lap: please choose no more infants than adults.
   */
  infantsPerAdult: string
  /**
   * The message under the field when preferred airline is missing or wrong, e.g. Please choose an airline from the list.
   */
  preferredAirline: string
  /**
   * The message under the field when budget is missing or wrong, e.g. Please choose a budget from the list.
   */
  budget: string
  /**
   * The message under the field when meal preferences is missing or wrong, e.g. Please choose a meal preference from the list.
   */
  mealPreferences: string
  /**
   * A multi-city trip with too few or too many flights; keep {min} and {max}.
   */
  legs: string
  /**
   * A further flight without the city it leaves from.
   */
  legFrom: string
  /**
   * A further flight without the city it goes to.
   */
  legTo: string
  /**
   * A further flight without its date.
   */
  legDate: string
  /**
   * A further flight's date that is not a date.
   */
  legDateInvalid: string
  /**
   * A further flight's date in the past.
   */
  legDatePast: string
  /**
   * A further flight dated before the flight before it.
   */
  legDateOrder: string
}
/**
 * The popular destination cards. Request Quote fills the form's arrival city with 'City, Country' and takes the visitor to the form.
 */
export interface FlightDestinations {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The word before the price, e.g. From.
   */
  fromLabel: string
  /**
   * The button on each card, e.g. Request Quote.
   */
  requestLabel: string
  /**
   * The destinations in the order shown (six read best).
   *
   * @minItems 1
   */
  items: FlightDestination[]
}
/**
 * One destination.
 */
export interface FlightDestination {
  /**
   * The city, e.g. Jeddah (Request Quote fills the form's arrival city with it, in the page's language).
   */
  city: string
  /**
   * The country, e.g. Saudi Arabia.
   */
  country: string
  /**
   * The lowest return fare per person in pounds, a plain number, e.g. 299. Shown as From £299.
   */
  price: number
  /**
   * The card's picture, a file in public/images.
   */
  image: string
}
/**
 * A box offering help: a heading, a sentence, the WhatsApp message and a link to the contact page.
 */
export interface HelpBox {
  /**
   * The heading, e.g. Need help?
   */
  heading: string
  /**
   * One or two sentences.
   */
  text: string
  /**
   * The message a WhatsApp chat starts with.
   */
  whatsappText: string
  contact: Link
}
/**
 * The words of the forms more than one page shows and the messages every form shares (data/forms.yaml). The functions run without data/: `npm run generate` compiles these words into forms/*.generated.ts.
 */
export interface FormsContent {
  shared: SharedFormText
  contact: ContactFormText
  travelMonths: TravelMonthText
  uploads: UploadText
  newsletter: NewsletterFormText
  visaApplication: VisaApplicationFormText
  enquiries: EnquiryText
  [k: string]:
    | FormWords
    | SharedFormText
    | ContactFormText
    | TravelMonthText
    | UploadText
    | NewsletterFormText
    | VisaApplicationFormText
    | EnquiryText
}
/**
 * Messages every form uses: the captcha, the network, e-mail and phone checks, and the sentence that lists the fields at fault.
 */
export interface SharedFormText {
  /**
   * The shared message captcha not loaded, e.g. reCAPTCHA not loaded. Please refresh the page and try again.
   */
  captchaNotLoaded: string
  /**
   * The shared message captcha incomplete, e.g. Please complete the reCAPTCHA verification.
   */
  captchaIncomplete: string
  /**
   * The shared message network error, e.g. Network error. Please check your connection and try again.
   */
  networkError: string
  /**
   * The shared message form loading, e.g. Loading the form…
   */
  formLoading: string
  /**
   * The shared message form load failed, e.g. The form could not be loaded. Please check your connection and reload the page.
   */
  formLoadFailed: string
  /**
   * The shared message email required, e.g. Please enter your e-mail address.
   */
  emailRequired: string
  /**
   * The shared message email invalid, e.g. Please enter a valid e-mail address.
   */
  emailInvalid: string
  /**
   * The shared message phone required, e.g. Please enter your phone number.
   */
  phoneRequired: string
  /**
   * The shared message phone invalid, e.g. Please enter a valid phone number (digits, spaces, +, brackets and dashes only).
   */
  phoneInvalid: string
  /**
   * The shared message too long, e.g. Please shorten this to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  tooLong: string
  /**
   * The message of a field whose value is not of its kind at all (a number where a file or a text belongs: a hand-made request, never the form), e.g. Please fill in this field again.
   */
  invalidValue: string
  /**
   * The shared message text type, e.g. Please enter text here.
   */
  textType: string
  /**
   * The shared message checkbox, e.g. Please tick the box or leave it empty.
   */
  checkbox: string
  /**
   * The sentence above a form that was sent with mistakes, e.g. Please check these fields: {fields}. Keep {fields}: the form puts in each field's name and message.
   */
  checkFields: string
  /**
   * The shared message yes, e.g. Yes.
   */
  yes: string
  /**
   * The shared message no, e.g. No.
   */
  no: string
}
/**
 * The contact form of the home page and of /contact (send-contact-email).
 */
export interface ContactFormText {
  labels: ContactFormTextLabels
  messages: ContactFormTextMessages
  /**
   * The choices of the subjects list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Umrah Inquiry.
   *
   * @minItems 1
   */
  subjects: FormOption[]
  /**
   * The home subject text, e.g. Homepage Contact Form.
   */
  homeSubject: string
  /**
   * The choices of the home package extras list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Visa Enquiries.
   *
   * @minItems 1
   */
  homePackageExtras: FormOption[]
  /**
   * The thank-you message after sending, e.g. Thank you! Your message has been sent successfully. We will reply within {replyHours} hours. It must contain the word successfully: the form shows a text with it in green, any other in red. {replyHours} is data/site.yaml's replyHours.
   */
  successText: string
  /**
   * The message when sending fails and the server gives no reason, e.g. Failed to send message. Please try again.
   */
  failureText: string
}
/**
 * The name of each field as the visitor reads it; the error sentence and the agency's e-mail use the same words. Every field of forms/contact.ts needs one (the check says which is missing).
 */
export interface ContactFormTextLabels {
  /**
   * The name of the name field on the form, in the error sentence and in the agency's e-mail, e.g. Name.
   */
  name: string
  /**
   * The name of the phone field on the form, in the error sentence and in the agency's e-mail, e.g. Phone.
   */
  phone: string
  /**
   * The name of the email field on the form, in the error sentence and in the agency's e-mail, e.g. Email.
   */
  email: string
  /**
   * The name of the subject field on the form, in the error sentence and in the agency's e-mail, e.g. Subject.
   */
  subject: string
  /**
   * The name of the travel month field on the form, in the error sentence and in the agency's e-mail, e.g. Package or travel month.
   */
  travelMonth: string
  /**
   * The name of the message field on the form, in the error sentence and in the agency's e-mail, e.g. Message.
   */
  message: string
  /**
   * The name of a field forms/contact.ts defines beyond those above.
   */
  [k: string]: string
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface ContactFormTextMessages {
  /**
   * The message under the field when name is missing or wrong, e.g. Please enter your name.
   */
  name: string
  /**
   * The message under the field when name too long is missing or wrong, e.g. Please shorten your name to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  nameTooLong: string
  /**
   * The message under the field when phone is missing or wrong, e.g. Please enter your phone number.
   */
  phone: string
  /**
   * The message under the field when email is missing or wrong, e.g. Please enter your e-mail address.
   */
  email: string
  /**
   * The message under the field when subject is missing or wrong, e.g. Please choose a subject.
   */
  subject: string
  /**
   * The message under the field when subject too long is missing or wrong, e.g. Please shorten the subject to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  subjectTooLong: string
  /**
   * The message under the field when travel month is missing or wrong, e.g. Please choose a package or travel month from the list.
   */
  travelMonth: string
  /**
   * The message under the field when contact page travel month is missing or wrong, e.g. Please choose a travel month from the list.
   */
  contactPageTravelMonth: string
  /**
   * The message under the field when message is missing or wrong, e.g. Please enter your message.
   */
  message: string
  /**
   * The message under the field when message type is missing or wrong, e.g. Please enter your message as text.
   */
  messageType: string
  /**
   * The message under the field when message too long is missing or wrong, e.g. Please shorten your message to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  messageTooLong: string
}
/**
 * The travel month lists of the contact page and the quote wizard: the months themselves are named by the calendar.
 */
export interface TravelMonthText {
  /**
   * The flexible text, e.g. Flexible / Not sure yet.
   */
  flexible: string
  /**
   * The flexible in email text, e.g. Flexible.
   */
  flexibleInEmail: string
  /**
   * The hajj mark text, e.g. (Hajj).
   */
  hajjMark: string
  /**
   * The ramadan text, e.g. Ramadan {year}. Keep {year}: the form puts in the year.
   */
  ramadan: string
}
/**
 * The messages of the document uploads of the visa, Schengen and Bangladesh applications (the size of a file is written by the form, e.g. 4 MB).
 */
export interface UploadText {
  /**
   * The upload message required, e.g. Please choose your {field} ({kinds}). Keep {field}: the form puts in the upload field's name. Keep {kinds}: the form puts in the kinds of file accepted.
   */
  required: string
  /**
   * The upload message wrong kind, e.g. “{name}” cannot be sent as your {field}: please choose a {kinds} file. Keep {name}: the form puts in the file's name. Keep {field}: the form puts in the upload field's name. Keep {kinds}: the form puts in the kinds of file accepted.
   */
  wrongKind: string
  /**
   * The upload message empty, e.g. “{name}” is empty. Please choose the file again. Keep {name}: the form puts in the file's name.
   */
  empty: string
  /**
   * The upload message too many, e.g. Please choose at most {max} additional documents. Keep {max}: the form puts in the largest number allowed.
   */
  tooMany: string
  /**
   * The upload message too large, e.g. Your files add up to {total}, more than the {limit} that can be sent. Please choose smaller files (for example a scan at a lower resolution) or send the rest by e-mail after applying. Keep {total}: the form puts in the size of the chosen files. Keep {limit}: the form puts in the most characters allowed.
   */
  tooLarge: string
  /**
   * The upload message content mismatch, e.g. “{name}” is not a real {kinds} file. Please choose the original document or a scan saved as {kinds}. Keep {name}: the form puts in the file's name. Keep {kinds}: the form puts in the kinds of file accepted. Keep {kinds}: the form puts in the kinds of file accepted.
   */
  contentMismatch: string
  /**
   * The upload message corrupt, e.g. “{name}” could not be read. Please choose the file again. Keep {name}: the form puts in the file's name.
   */
  corrupt: string
  /**
   * The upload message for a file that starts as it should but cannot be read to its end (a cut-off picture or PDF), e.g. “{name}” could not be read to its end: it may be damaged or incomplete. Please save or scan it again and choose the new copy. Keep {name}: the form puts in the file's name.
   */
  damaged: string
  /**
   * The upload message for a picture with more pixels than the function decodes, e.g. “{name}” is too large a picture to check: at most {max} million pixels, and {limit} on a side, can be sent. Please choose a smaller copy (for example a scan at a lower resolution). Keep {name}: the form puts in the file's name. Keep {max}: the form puts in the most pixels accepted, in millions. Keep {limit}: the form puts in the most pixels accepted on a side.
   */
  imageTooLarge: string
  /**
   * The upload message for a PDF that opens only with a password, e.g. “{name}” is protected by a password, so the agency could not open it. Please choose a copy without a password. Keep {name}: the form puts in the file's name.
   */
  passwordProtected: string
  /**
   * The upload message for a PDF too large to check once opened (a decompression bomb, too many pages or objects), e.g. “{name}”, your {field}, is too large a PDF to check once opened: at most {max} pages of ordinary size can be sent. Please save or scan it again as a smaller PDF, or choose a picture of it. Keep {name}, {field} and {max}: the form puts in the file's name, the field's name and the most pages.
   */
  pdfTooLarge: string
  /**
   * The upload message no name, e.g. The file has no name.
   */
  noName: string
  /**
   * The upload message name too long, e.g. Please shorten the file name to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  nameTooLong: string
  /**
   * The upload message unnamed file, e.g. The file.
   */
  unnamedFile: string
  /**
   * The upload message choose again, e.g. Please choose the additional documents again.
   */
  chooseAgain: string
  /**
   * The upload message limit text, e.g. All files together can be up to {limit}. Keep {limit}: the form puts in the most characters allowed.
   */
  limitText: string
  /**
   * The upload message kinds list, e.g. {first} or {last}. Keep {first}: the form puts in all kinds but the last. Keep {last}: the form puts in the last kind.
   */
  kindsList: string
  /**
   * The upload message bytes, e.g. {count} bytes. Keep {count}: the form puts in the number.
   */
  bytes: string
  /**
   * A size in kilobytes as the upload messages write it, e.g. {count} KB (the form puts in the number, e.g. 2.5 KB). Keep {count}.
   */
  kilobytes: string
  /**
   * A size in megabytes as the upload messages write it, e.g. {count} MB (the form puts in the number, e.g. 4 MB). Keep {count}.
   */
  megabytes: string
  kinds: UploadKindNames
}
/**
 * The names of the kinds of file the applications accept, as the upload hints and messages write them (e.g. PDF, JPG or PNG).
 */
export interface UploadKindNames {
  /**
   * The name of a PDF file, e.g. PDF.
   */
  pdf: string
  /**
   * The name of a JPG file, e.g. JPG.
   */
  jpeg: string
  /**
   * The name of a PNG file, e.g. PNG.
   */
  png: string
}
/**
 * The newsletter box in the footer and on /coming-soon (send-newsletter-signup).
 */
export interface NewsletterFormText {
  labels: NewsletterFormTextLabels
  sources: NewsletterFormTextSources
  messages: NewsletterFormTextMessages
  /**
   * The thank-you message after sending, e.g. You have successfully subscribed. Thank you! It must contain the word successfully: the form shows a text with it in green, any other in red. {replyHours} is data/site.yaml's replyHours.
   */
  successText: string
  /**
   * The message when sending fails and the server gives no reason, e.g. Failed to subscribe. Please try again.
   */
  failureText: string
}
/**
 * The name of each field as the visitor reads it; the error sentence and the agency's e-mail use the same words.
 */
export interface NewsletterFormTextLabels {
  /**
   * The name of the email field on the form, in the error sentence and in the agency's e-mail, e.g. Email.
   */
  email: string
  /**
   * The name of the source field on the form, in the error sentence and in the agency's e-mail, e.g. Signed up from.
   */
  source: string
  /**
   * The name of the website field on the form, in the error sentence and in the agency's e-mail, e.g. Website.
   */
  website: string
}
/**
 * Where the visitor signed up, as the agency's e-mail names it.
 */
export interface NewsletterFormTextSources {
  footer: EnglishText
  'coming-soon': EnglishText
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface NewsletterFormTextMessages {
  /**
   * The message under the field when email is missing or wrong, e.g. Please enter your e-mail address.
   */
  email: string
  /**
   * The message under the field when email invalid is missing or wrong, e.g. Please enter a valid e-mail address.
   */
  emailInvalid: string
  /**
   * The message under the field when source is missing or wrong, e.g. Please sign up from the website form.
   */
  source: string
  /**
   * The message under the field when website is missing or wrong, e.g. Please leave this field empty.
   */
  website: string
}
/**
 * The Saudi (/visa) and Schengen (/schengen-visa) visa applications; the Bangladesh services form reuses its fields and messages.
 */
export interface VisaApplicationFormText {
  labels: VisaApplicationFormTextLabels
  messages: VisaApplicationFormTextMessages
  sections: VisaApplicationFormTextSections
  hints: VisaApplicationFormTextHints
  /**
   * The submit label text, e.g. Submit Application.
   */
  submitLabel: string
  defaultCountry: EnglishText
  options: VisaApplicationFormTextOptions
  /**
   * The thank-you message after a Saudi visa application, e.g. Thank you! Your visa application has been submitted successfully. Our visa team will check your documents and contact you within {replyHours} hours. It must contain the word successfully: the form shows a text with it in green, any other in red. {replyHours} is data/site.yaml's replyHours.
   */
  saudiSuccessText: string
  /**
   * The thank-you message after a Schengen visa application, e.g. Thank you! Your Schengen visa application has been submitted successfully. Our visa team will check your documents and contact you within {replyHours} hours. It must contain the word successfully: the form shows a text with it in green, any other in red. {replyHours} is data/site.yaml's replyHours.
   */
  schengenSuccessText: string
  /**
   * The message when sending fails and the server gives no reason, e.g. Failed to submit application. Please try again.
   */
  failureText: string
}
/**
 * The name of each field as the visitor reads it; the error sentence and the agency's e-mail use the same words.
 */
export interface VisaApplicationFormTextLabels {
  /**
   * The name of the visa type field on the form, in the error sentence and in the agency's e-mail, e.g. Visa type.
   */
  visaType: string
  /**
   * The name of the selected country field on the form, in the error sentence and in the agency's e-mail, e.g. Schengen country.
   */
  selectedCountry: string
  /**
   * The name of the first name field on the form, in the error sentence and in the agency's e-mail, e.g. First name.
   */
  firstName: string
  /**
   * The name of the last name field on the form, in the error sentence and in the agency's e-mail, e.g. Last name.
   */
  lastName: string
  /**
   * The name of the email field on the form, in the error sentence and in the agency's e-mail, e.g. Email.
   */
  email: string
  /**
   * The name of the phone field on the form, in the error sentence and in the agency's e-mail, e.g. Phone.
   */
  phone: string
  /**
   * The name of the date of birth field on the form, in the error sentence and in the agency's e-mail, e.g. Date of birth.
   */
  dateOfBirth: string
  /**
   * The name of the nationality field on the form, in the error sentence and in the agency's e-mail, e.g. Nationality.
   */
  nationality: string
  /**
   * The name of the passport number field on the form, in the error sentence and in the agency's e-mail, e.g. Passport number.
   */
  passportNumber: string
  /**
   * The name of the passport expiry field on the form, in the error sentence and in the agency's e-mail, e.g. Passport expiry date.
   */
  passportExpiry: string
  /**
   * The name of the travel date field on the form, in the error sentence and in the agency's e-mail, e.g. Travel date.
   */
  travelDate: string
  /**
   * The name of the return date field on the form, in the error sentence and in the agency's e-mail, e.g. Return date.
   */
  returnDate: string
  /**
   * The name of the purpose of visit field on the form, in the error sentence and in the agency's e-mail, e.g. Purpose of visit.
   */
  purposeOfVisit: string
  /**
   * The name of the duration field on the form, in the error sentence and in the agency's e-mail, e.g. Length of stay.
   */
  duration: string
  /**
   * The name of the address field on the form, in the error sentence and in the agency's e-mail, e.g. Address.
   */
  address: string
  /**
   * The name of the city field on the form, in the error sentence and in the agency's e-mail, e.g. City.
   */
  city: string
  /**
   * The name of the postcode field on the form, in the error sentence and in the agency's e-mail, e.g. Postcode.
   */
  postcode: string
  /**
   * The name of the country field on the form, in the error sentence and in the agency's e-mail, e.g. Country.
   */
  country: string
  /**
   * The name of the emergency name field on the form, in the error sentence and in the agency's e-mail, e.g. Emergency contact name.
   */
  emergencyName: string
  /**
   * The name of the emergency phone field on the form, in the error sentence and in the agency's e-mail, e.g. Emergency contact phone.
   */
  emergencyPhone: string
  /**
   * The name of the emergency relation field on the form, in the error sentence and in the agency's e-mail, e.g. Relationship to you.
   */
  emergencyRelation: string
  /**
   * The name of the previous visit field on the form, in the error sentence and in the agency's e-mail, e.g. I have visited this country before.
   */
  previousVisit: string
  /**
   * The name of the criminal record field on the form, in the error sentence and in the agency's e-mail, e.g. I have a criminal record.
   */
  criminalRecord: string
  /**
   * The name of the medical conditions field on the form, in the error sentence and in the agency's e-mail, e.g. Medical conditions.
   */
  medicalConditions: string
  /**
   * The name of the special requests field on the form, in the error sentence and in the agency's e-mail, e.g. Special requests.
   */
  specialRequests: string
  /**
   * The name of the passport copy field on the form, in the error sentence and in the agency's e-mail, e.g. Passport copy.
   */
  passportCopy: string
  /**
   * The name of the photograph field on the form, in the error sentence and in the agency's e-mail, e.g. Passport-style photograph.
   */
  photograph: string
  /**
   * The name of the additional docs field on the form, in the error sentence and in the agency's e-mail, e.g. Additional documents.
   */
  additionalDocs: string
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface VisaApplicationFormTextMessages {
  /**
   * The message under the field when visa type is missing or wrong, e.g. Please choose a visa from the tabs and press Apply Now.
   */
  visaType: string
  /**
   * The message under the field when selected country is missing or wrong, e.g. Please choose Germany, France, Spain or Italy.
   */
  selectedCountry: string
  /**
   * The message under the field when first name is missing or wrong, e.g. Please enter your first name (as in your passport).
   */
  firstName: string
  /**
   * The message under the field when last name is missing or wrong, e.g. Please enter your last name (as in your passport).
   */
  lastName: string
  /**
   * The message under the field when name too long is missing or wrong, e.g. Please shorten the name to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  nameTooLong: string
  /**
   * The message under the field when date of birth is missing or wrong, e.g. Please enter your date of birth.
   */
  dateOfBirth: string
  /**
   * The message under the field when date of birth invalid is missing or wrong, e.g. Please enter your date of birth as a date, e.g. 1985-04-23.
   */
  dateOfBirthInvalid: string
  /**
   * The message under the field when date of birth future is missing or wrong, e.g. Your date of birth must be in the past.
   */
  dateOfBirthFuture: string
  /**
   * The message under the field when nationality is missing or wrong, e.g. Please choose your nationality.
   */
  nationality: string
  /**
   * The message under the field when passport number is missing or wrong, e.g. Please enter your passport number.
   */
  passportNumber: string
  /**
   * The message under the field when passport number invalid is missing or wrong, e.g. Please enter the passport number as in your passport: {min} to {max} letters and digits. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  passportNumberInvalid: string
  /**
   * The message under the field when passport expiry is missing or wrong, e.g. Please enter your passport’s expiry date.
   */
  passportExpiry: string
  /**
   * The message under the field when passport expiry invalid is missing or wrong, e.g. Please enter the expiry date as a date, e.g. 2030-06-30.
   */
  passportExpiryInvalid: string
  /**
   * The message under the field when passport expired is missing or wrong, e.g. Your passport has expired: please renew it before applying.
   */
  passportExpired: string
  /**
   * The message under the field when passport expires before travel is missing or wrong, e.g. Your passport must still be valid after your travel date.
   */
  passportExpiresBeforeTravel: string
  /**
   * The message under the field when travel date is missing or wrong, e.g. Please enter your travel date.
   */
  travelDate: string
  /**
   * The message under the field when travel date invalid is missing or wrong, e.g. Please enter the travel date as a date, e.g. 2027-03-01.
   */
  travelDateInvalid: string
  /**
   * The message under the field when travel date past is missing or wrong, e.g. The travel date cannot be in the past.
   */
  travelDatePast: string
  /**
   * The message under the field when return date invalid is missing or wrong, e.g. Please enter the return date as a date, e.g. 2027-03-15.
   */
  returnDateInvalid: string
  /**
   * The message under the field when return before travel is missing or wrong, e.g. The return date must be after the travel date.
   */
  returnBeforeTravel: string
  /**
   * The message under the field when purpose of visit is missing or wrong, e.g. Please choose the purpose of your visit.
   */
  purposeOfVisit: string
  /**
   * The message under the field when address is missing or wrong, e.g. Please enter your address.
   */
  address: string
  /**
   * The message under the field when city is missing or wrong, e.g. Please enter your city.
   */
  city: string
  /**
   * The message under the field when postcode is missing or wrong, e.g. Please enter your postcode.
   */
  postcode: string
  /**
   * The message under the field when emergency name is missing or wrong, e.g. Please enter the name of your emergency contact.
   */
  emergencyName: string
  /**
   * The message under the field when emergency phone is missing or wrong, e.g. Please enter the phone number of your emergency contact.
   */
  emergencyPhone: string
  /**
   * The message under the field when emergency relation is missing or wrong, e.g. Please choose how your emergency contact is related to you.
   */
  emergencyRelation: string
}
/**
 * The headings of the form's groups of fields.
 */
export interface VisaApplicationFormTextSections {
  /**
   * The heading of the personal group, e.g. Personal details.
   */
  personal: string
  /**
   * The heading of the passport travel group, e.g. Passport and travel.
   */
  passportTravel: string
  /**
   * The heading of the address group, e.g. Address.
   */
  address: string
  /**
   * The heading of the emergency group, e.g. Emergency contact.
   */
  emergency: string
  /**
   * The heading of the declarations group, e.g. Declarations and notes.
   */
  declarations: string
  /**
   * The heading of the documents group, e.g. Documents.
   */
  documents: string
}
/**
 * Help shown under some fields.
 */
export interface VisaApplicationFormTextHints {
  /**
   * The help under the passport expiry field of the Saudi application, e.g. Your passport must be valid for at least 6 months from your travel date.
   */
  passportExpiry: string
  /**
   * The help under the passport expiry field of the Schengen application, as the /schengen-visa page says it, e.g. Your passport must be valid for at least 3 months beyond your stay.
   */
  schengenPassportExpiry: string
  /**
   * The help under the duration field, e.g. For example: 2 weeks.
   */
  duration: string
  /**
   * The help under the photograph field, e.g. A recent colour photo on a plain white background (JPG or PNG).
   */
  photograph: string
}
/**
 * The choices of the form's lists.
 */
export interface VisaApplicationFormTextOptions {
  /**
   * The choices of the saudi nationality list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. British.
   *
   * @minItems 1
   */
  saudiNationality: FormOption[]
  /**
   * The choices of the schengen nationality list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Bangladeshi.
   *
   * @minItems 1
   */
  schengenNationality: FormOption[]
  /**
   * The choices of the saudi purpose list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Umrah.
   *
   * @minItems 1
   */
  saudiPurpose: FormOption[]
  /**
   * The choices of the schengen purpose list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Tourism.
   *
   * @minItems 1
   */
  schengenPurpose: FormOption[]
  /**
   * The choices of the emergency relation list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Spouse.
   *
   * @minItems 1
   */
  emergencyRelation: FormOption[]
  /**
   * The choices of the schengen country list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Germany.
   *
   * @minItems 1
   */
  schengenCountry: FormOption[]
}
/**
 * What every form says about a kept enquiry, and the acknowledgement e-mail to the visitor.
 */
export interface EnquiryText {
  /**
   * The letters every enquiry reference starts with, e.g. AN (references look like AN-7K3F-Q9). Capital letters only, 2 to 4.
   */
  referencePrefix: string
  /**
   * Shown under a form's thank-you text and in the acknowledgement, e.g. Your enquiry reference is {reference}.
   */
  referenceLine: string
  /**
   * Shown when an enquiry could neither be kept nor sent: name the phone, e.g. We could not take your enquiry just now... call us on {phone}.
   */
  unavailable: string
  /**
   * Shown when the website's mail or spam check is not set up in production, e.g. This form is temporarily unavailable. Please call us on {phone}.
   */
  notConfigured: string
  fromLanguage: EnglishText
  /**
   * Each language's name in English, for the agency's e-mail.
   */
  languageNames: {
    bn: EnglishText
  }
  confirmation: ConfirmationText
  notGiven: EnglishText
  requests: RequestReplyText
}
/**
 * The acknowledgement e-mail a visitor receives once the agency has their enquiry.
 */
export interface ConfirmationText {
  /**
   * The acknowledgement's subject, e.g. We have your enquiry ({reference}).
   */
  subject: string
  /**
   * Its first line, e.g. Assalamu alaikum,
   */
  greeting: string
  /**
   * Its opening sentence, e.g. Thank you for contacting {agencyName}. Your enquiry has reached our team.
   */
  intro: string
  /**
   * The label before the reference, e.g. Your reference
   */
  referenceLabel: string
  /**
   * The heading above the few lines of what the visitor asked, e.g. What you asked us
   */
  summaryHeading: string
  /**
   * When the agency answers, e.g. We answer every enquiry within {replyHours} hours.
   */
  replyPromise: string
  /**
   * The phone line, e.g. If it is urgent, call us on {phone}.
   */
  urgent: string
  /**
   * The signature, e.g. The {agencyName} team
   */
  signOff: string
  /**
   * The small print saying why the visitor receives it, e.g. You receive this message because this address was given in an enquiry on our website.
   */
  notice: string
}
/**
 * The replies of every form's address to a request the website's own forms never send (another program's), and to a form too large to send. In English: they come before the form says which language its page is in.
 */
export interface RequestReplyText {
  methodNotAllowed: EnglishText
  unsupportedMediaType: EnglishText
  invalidJson: EnglishText
  notAnObject: EnglishText
  tooLarge: EnglishText
}
/**
 * The words of a form that has no part of this file's own description yet (a form registered in forms/ with defineForm): the name of each field, the messages and the reply's texts. Describe it here to let staff edit it field by field.
 */
export interface FormWords {
  /**
   * The name of each field as the visitor reads it; the error sentence and the agency's e-mail use the same words.
   */
  labels: {
    /**
     * Text shown on the website. It cannot be empty.
     */
    [k: string]: string
  }
  /**
   * What the form says when a field is not filled in right.
   */
  messages?: {
    /**
     * Text shown on the website. It cannot be empty.
     */
    [k: string]: string
  }
  /**
   * The reply when the form was sent (in English it contains the word successfully).
   */
  successText: string
  /**
   * The reply when it could not be sent.
   */
  failureText: string
}
/**
 * The photo gallery /gallery (data/gallery.yaml): its words, categories and photos.
 */
export interface GalleryPage {
  /**
   * The large banner at the top of the page.
   */
  hero: {
    /**
     * The small gold line above the heading.
     */
    eyebrow: string
    /**
     * The main heading of the page.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * The background picture, a file in public/images.
     */
    image: string
  }
  /**
   * The heading of the photos for screen readers (not shown), e.g. Browse Our Photos.
   */
  browse: string
  /**
   * The category buttons above the photos.
   */
  filters: {
    /**
     * What screen readers call the row of buttons, e.g. Filter photos by category.
     */
    label: string
    /**
     * The button that shows every photo, e.g. All Photos.
     */
    all: string
    /**
     * The word after a number of photos, read by screen readers after each button's count, e.g. photos.
     */
    countLabel: string
  }
  /**
   * The grid and list buttons.
   */
  views: {
    /**
     * What screen readers call the pair of buttons, e.g. Layout.
     */
    label: string
    /**
     * The grid button, e.g. Grid view.
     */
    grid: string
    /**
     * The list button, e.g. List view.
     */
    list: string
  }
  /**
   * Shown when no photo is in the chosen category.
   */
  empty: {
    /**
     * e.g. No Photos Found.
     */
    heading: string
    /**
     * e.g. No photos match the selected category. Try selecting a different filter.
     */
    text: string
  }
  /**
   * The labels of a photo in the grid and list.
   */
  photo: {
    /**
     * The words before a photo's title that open it in the viewer, read by screen readers, e.g. View photo.
     */
    open: string
    /**
     * e.g. Date.
     */
    date: string
    /**
     * e.g. Location.
     */
    location: string
    /**
     * e.g. Group size.
     */
    groupSize: string
    /**
     * The note on sample artwork, e.g. Sample artwork.
     */
    sample: string
  }
  /**
   * The full-screen photo viewer.
   */
  lightbox: {
    /**
     * What screen readers call the viewer, e.g. Photo viewer.
     */
    title: string
    /**
     * The close button, e.g. Close photo viewer.
     */
    close: string
    /**
     * e.g. Previous photo.
     */
    previous: string
    /**
     * e.g. Next photo.
     */
    next: string
    /**
     * Where the viewer is: {n} is the photo's number, {total} the number of photos shown, e.g. "{n} of {total}".
     */
    counter: string
    /**
     * The share button, e.g. Share.
     */
    share: string
    /**
     * Shown when the link was copied because the device cannot share, e.g. Link copied to your clipboard.
     */
    copied: string
    /**
     * Shown before the link when it could not be copied either, e.g. Copy this link to share the photo:
     */
    copyFailed: string
    /**
     * The sentence sent with a shared photo's link.
     */
    shareText: string
  }
  /**
   * The box inviting visitors to send their photos.
   */
  shareYours: {
    /**
     * The heading of the box.
     */
    heading: string
    /**
     * One or two sentences in the box.
     */
    text: string
    /**
     * The e-mail button (to the agency's main address of data/site.yaml).
     */
    email: {
      /**
       * e.g. Email Your Photos.
       */
      label: string
      /**
       * The subject of the e-mail, e.g. My photos for the gallery.
       */
      subject: string
    }
    contact: Link
    /**
     * The Instagram button (to the profile of data/site.yaml), e.g. Follow Us on Instagram.
     */
    instagram: string
  }
  /**
   * The categories, in the order of their buttons (after All Photos).
   *
   * @minItems 1
   */
  categories: GalleryCategory[]
  /**
   * The photos, in the order shown.
   *
   * @minItems 1
   */
  photos: GalleryPhoto[]
}
/**
 * One category of photos.
 */
export interface GalleryCategory {
  /**
   * The category's short name, used by photos and in the address, e.g. halal-tours (/gallery/?category=halal-tours).
   */
  id: string
  /**
   * The button's words, e.g. Halal Tours.
   */
  label: string
}
/**
 * One photo.
 */
export interface GalleryPhoto {
  /**
   * The photo's short name, unique in the file; /gallery/?photo=<id> opens it.
   */
  id: string
  /**
   * The photo's title, e.g. The Day of Arafah. It is also its description for screen readers.
   */
  title: string
  /**
   * One sentence about the photo.
   */
  description: string
  /**
   * One of the ids of categories, e.g. hajj.
   */
  category: string
  /**
   * Optional: when it was taken, YYYY-MM-DD, e.g. 2025-06-05.
   */
  date?: string
  /**
   * Where it was taken, e.g. Arafat.
   */
  location: string
  /**
   * Optional: the group in the photo, e.g. 120 pilgrims.
   */
  groupSize?: string
  /**
   * The picture, a file in public/images, e.g. /images/gallery/arafat.jpg. A photo (JPEG, PNG) is made into smaller sizes and modern formats when the site is built.
   */
  image: string
  /**
   * true for sample artwork shipped with the site, until the agency's own photo replaces it.
   */
  sample?: boolean
}
/**
 * The quote wizard page /get-quote (data/get-quote.yaml).
 */
export interface QuotePage {
  hero: FormPageHero
  wizard: QuoteWizardText
  aside: QuoteAside
}
/**
 * The four-step quote form: its steps, the name of every field, the lists and the messages. The form and send-quote-email both use these words.
 */
export interface QuoteWizardText {
  /**
   * The heading above the wizard.
   */
  heading: string
  /**
   * The progress line; {step} and {total} are replaced by the numbers, e.g. Step {step} of {total}.
   */
  progress: string
  /**
   * What the list of steps is called for screen-reader users.
   */
  stepsLabel: string
  /**
   * The button back to the previous step, e.g. Previous.
   */
  previousLabel: string
  /**
   * The button to the next step, e.g. Next Step.
   */
  nextLabel: string
  /**
   * The send button on the last step, e.g. Submit Quote Request.
   */
  submitLabel: string
  /**
   * The send button while the request is on its way, e.g. Submitting...
   */
  sendingLabel: string
  /**
   * The first line of a list nothing has been chosen in.
   */
  choosePrompt: string
  /**
   * The four steps in order. Which fields each holds is fixed: personal (name, e-mail, phone), travel (service, month, duration, group, budget), services (accommodation, room, visa, flights, insurance, mobility, diet, requests), contact (how and when to contact).
   *
   * @minItems 4
   * @maxItems 4
   */
  steps: QuoteStep[]
  /**
   * The name of each field as the visitor reads it; the agency's e-mail and error messages use the same words.
   */
  labels: {
    /**
     * The name of the firstName field.
     */
    firstName: string
    /**
     * The name of the lastName field.
     */
    lastName: string
    /**
     * The name of the email field.
     */
    email: string
    /**
     * The name of the phone field.
     */
    phone: string
    /**
     * The name of the serviceType field.
     */
    serviceType: string
    /**
     * The name of the travelMonth field.
     */
    travelMonth: string
    /**
     * The name of the duration field.
     */
    duration: string
    /**
     * The name of the groupSize field.
     */
    groupSize: string
    /**
     * The name of the budget field.
     */
    budget: string
    /**
     * The name of the accommodationType field.
     */
    accommodationType: string
    /**
     * The name of the roomSharing field.
     */
    roomSharing: string
    /**
     * The name of the visaRequired field.
     */
    visaRequired: string
    /**
     * The name of the flightRequired field.
     */
    flightRequired: string
    /**
     * The name of the insuranceRequired field.
     */
    insuranceRequired: string
    /**
     * The name of the mobilityAssistance field.
     */
    mobilityAssistance: string
    /**
     * The name of the dietaryRequirements field.
     */
    dietaryRequirements: string
    /**
     * The name of the specialRequests field.
     */
    specialRequests: string
    /**
     * The name of the preferredContact field.
     */
    preferredContact: string
    /**
     * The name of the bestTimeToCall field.
     */
    bestTimeToCall: string
    /**
     * The name of the package field (a package page's room price leads to the wizard with it chosen), e.g. Package.
     */
    package: string
  }
  /**
   * The choices of each list, in the order shown.
   */
  options: {
    /**
     * The services a quote can be for.
     *
     * @minItems 1
     */
    serviceType: FormOption[]
    /**
     * Trip lengths.
     *
     * @minItems 1
     */
    duration: FormOption[]
    /**
     * Group sizes.
     *
     * @minItems 1
     */
    groupSize: FormOption[]
    /**
     * Budget per person.
     *
     * @minItems 1
     */
    budget: FormOption[]
    /**
     * Kinds of accommodation.
     *
     * @minItems 1
     */
    accommodationType: FormOption[]
    /**
     * How many share a room.
     *
     * @minItems 1
     */
    roomSharing: FormOption[]
    /**
     * Dietary requirements; the first is chosen at the start.
     *
     * @minItems 1
     */
    dietaryRequirements: FormOption[]
    /**
     * How the visitor would like to be contacted; the first is chosen at the start.
     *
     * @minItems 1
     */
    preferredContact: FormOption[]
    /**
     * When to call.
     *
     * @minItems 1
     */
    bestTimeToCall: FormOption[]
  }
  /**
   * What the visitor reads when the request has arrived. It must contain the word successfully (shown in green).
   */
  successText: string
  /**
   * What the visitor reads when the server fails without saying why (shown in red).
   */
  failureText: string
  messages: QuoteFormMessages
  /**
   * The package list's first choice, for a quote not about one package, e.g. No particular package.
   */
  noPackage: string
  /**
   * A room of the chosen package with its price per person, in the room list and the e-mails; keep {room} and {price}, e.g. {room} – {price} per person.
   */
  roomPrice: string
}
/**
 * One step.
 */
export interface QuoteStep {
  /**
   * Which step: personal, travel, services or contact, in that order.
   */
  id: 'personal' | 'travel' | 'services' | 'contact'
  /**
   * The step's name, e.g. Personal Info.
   */
  title: string
  /**
   * One line under the step's heading.
   */
  text: string
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface QuoteFormMessages {
  /**
   * The message under the field when first name is missing or wrong, e.g. Please enter your first name.
   */
  firstName: string
  /**
   * The message under the field when last name is missing or wrong, e.g. Please enter your last name.
   */
  lastName: string
  /**
   * The message under the field when email is missing or wrong, e.g. Please enter your e-mail address.
   */
  email: string
  /**
   * The message under the field when phone is missing or wrong, e.g. Please enter your phone number.
   */
  phone: string
  /**
   * The message under the field when service type is missing or wrong, e.g. Please choose a service.
   */
  serviceType: string
  /**
   * The message under the field when travel month is missing or wrong, e.g. Please choose a travel month from the list.
   */
  travelMonth: string
  /**
   * The message under the field when duration is missing or wrong, e.g. Please choose a duration from the list.
   */
  duration: string
  /**
   * The message under the field when group size is missing or wrong, e.g. Please choose your group size.
   */
  groupSize: string
  /**
   * The message under the field when budget is missing or wrong, e.g. Please choose a budget from the list.
   */
  budget: string
  /**
   * The message under the field when accommodation type is missing or wrong, e.g. Please choose an accommodation from the list.
   */
  accommodationType: string
  /**
   * The message under the field when room sharing is missing or wrong, e.g. Please choose a room sharing from the list.
   */
  roomSharing: string
  /**
   * The message under the field when dietary requirements is missing or wrong, e.g. Please choose a dietary requirement from the list.
   */
  dietaryRequirements: string
  /**
   * The message under the field when preferred contact is missing or wrong, e.g. Please choose how we should contact you.
   */
  preferredContact: string
  /**
   * The message under the field when best time to call is missing or wrong, e.g. Please choose a time from the list.
   */
  bestTimeToCall: string
  /**
   * The message under the package field when the package asked for cannot be booked, e.g. Please choose a package from the list.
   */
  package: string
  /**
   * The message under room sharing when the chosen package is not offered in that room, e.g. This package is not offered in that room: please choose one of its rooms.
   */
  roomNotOffered: string
}
/**
 * The box beside the wizard.
 */
export interface QuoteAside {
  /**
   * Its heading.
   */
  heading: string
  /**
   * What happens after sending, one line each.
   *
   * @minItems 1
   *
   * Items: One line.
   */
  points: string[]
  /**
   * The words before the agency's phone number (from data/site.yaml).
   */
  callText: string
}
/**
 * The Hajj season and its packages (data/hajj.yaml). Prices are "from" prices per person in pounds, written as plain numbers. Each package has its own page at /hajj/<id>.
 */
export interface Hajj {
  /**
   * The Hajj seasons, oldest first. Pages show the earliest season with a package still to book (when none is left, the latest); past seasons' packages keep their pages as the agency's record, shown as departed.
   *
   * @minItems 1
   */
  seasons: HajjSeason[]
  /**
   * The Hajj packages, in the order they are shown. Each one has its own page at /hajj/<id>.
   *
   * @minItems 1
   */
  packages: HajjPackage[]
  types: HajjPackageTypes
  allPackages: HajjAllPackages
}
/**
 * One Hajj season: the packages whose departure falls in its year belong to it.
 */
export interface HajjSeason {
  /**
   * The year of the Hajj, e.g. 2027. Unique in this list: a package belongs to the season of its departure's year.
   */
  year: number
  /**
   * Optional: the days of Hajj (8 to 13 Dhul Hijjah) as officially announced after the moon sighting. Leave it out and the days are worked out from the Umm al-Qura calendar for the year.
   */
  announcedHajjDays?: {
    /**
     * 8 Dhul Hijjah, written YYYY-MM-DD, e.g. 2026-05-25.
     */
    from: string
    /**
     * 13 Dhul Hijjah, written YYYY-MM-DD, e.g. 2026-05-30. Must be after from.
     */
    to: string
  }
  /**
   * The last day of early-bird prices, written YYYY-MM-DD, e.g. 2026-03-31. Must be before the first departure. After it, the early-bird notes disappear from every page.
   */
  earlyBirdUntil: string
  /**
   * true for a sample season shipped with the site, so it shows bookable packages (its packages are sample: true too): replace it with the real season.
   */
  sample?: boolean
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
   * true for the sample packages shipped with the site so it shows bookable packages: replace them with the agency's own. Default false.
   */
  sample?: boolean
  /**
   * shifting: pilgrims move from an Aziziyah apartment to a hotel near the Haram (give hotels.aziziyah); nonShifting: one Makkah hotel throughout.
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
  roomPrices?: RoomPrices
  /**
   * How long the trip lasts in days: the shortest and longest stay joined by a dash, e.g. 16–19 days (or one number, e.g. 14 days). Each language's page writes it in its own words and digits.
   */
  duration: string
  /**
   * The expected day of departure from London, written YYYY-MM-DD, e.g. 2026-05-18 (shown as approx. 18 May 2026). The package belongs to the season of this year and must leave before its days of Hajj. From the day after, the package is shown as departed.
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
   * The package's highlights, one short line each, shown with a tick: the first four on cards, all of them on the package's page.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  features: string[]
  /**
   * A paragraph introducing the package on its page: who it suits and how the stay is arranged.
   */
  overview: string
  itinerary: HajjItinerary
  /**
   * What this package includes besides what every package includes (allPackages in this file), one line each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  inclusions: string[]
  /**
   * Optional: what this package does not include besides allPackages' exclusions, one line each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  exclusions?: string[]
  hotels: HajjHotels
  minaCamp: HajjMinaCamp
}
/**
 * Optional: the price per person in pounds by room sharing, for each room the package offers besides the quad room (four sharing), whose price is the package's price, the lowest. Each must be more than price; leave out a room that is not offered.
 */
export interface RoomPrices {
  /**
   * Three sharing a room: the price per person in pounds, e.g. 1745.
   */
  triple?: number
  /**
   * Two sharing a room: the price per person in pounds, e.g. 1945.
   */
  double?: number
  /**
   * A room of one's own: the price per person in pounds, e.g. 2545.
   */
  single?: number
}
/**
 * The package's own days. Its page shows beforeHajj, then the days of Hajj of its kind (types in this file), then afterHajj.
 */
export interface HajjItinerary {
  /**
   * From arrival to the eve of 8 Dhul Hijjah.
   *
   * @minItems 1
   *
   * Items: One step of the day-by-day itinerary.
   */
  beforeHajj: {
    /**
     * When it happens, as shown in the itinerary, e.g. Day 1, Days 2–5 or 9 Dhul Hijjah.
     */
    day: string
    /**
     * What happens, in a few words, e.g. Day of Arafat.
     */
    title: string
    /**
     * One to three sentences about the day.
     */
    description: string
  }[]
  /**
   * From the end of Hajj to the flight home.
   *
   * @minItems 1
   *
   * Items: One step of the day-by-day itinerary.
   */
  afterHajj: {
    /**
     * When it happens, as shown in the itinerary, e.g. Day 1, Days 2–5 or 9 Dhul Hijjah.
     */
    day: string
    /**
     * What happens, in a few words, e.g. Day of Arafat.
     */
    title: string
    /**
     * One to three sentences about the day.
     */
    description: string
  }[]
}
/**
 * Where pilgrims stay.
 */
export interface HajjHotels {
  /**
   * Shifting packages only (required for them): the apartment in Aziziyah before Hajj.
   */
  aziziyah?: {
    /**
     * The name of the hotel, or how it is described until it is confirmed, e.g. 5-star hotel near the Haram.
     */
    name: string
    /**
     * The star rating, a whole number from 1 to 5.
     */
    rating: number
    /**
     * How far it is from the Haram or the Prophet's Mosque, e.g. 400m from the Haram.
     */
    distance: string
    /**
     * When pilgrims stay here, e.g. After Hajj until the flight home.
     */
    stay: string
    /**
     * A picture of the hotel, a file in public/images, e.g. /images/sample/hotel.svg.
     */
    image: string
    /**
     * What the hotel offers, one short line each, e.g. Breakfast and dinner buffet.
     *
     * @minItems 1
     *
     * Items: Text shown on the website. It cannot be empty.
     */
    features: string[]
  }
  /**
   * The Makkah hotel near the Haram.
   */
  makkah: {
    /**
     * The name of the hotel, or how it is described until it is confirmed, e.g. 5-star hotel near the Haram.
     */
    name: string
    /**
     * The star rating, a whole number from 1 to 5.
     */
    rating: number
    /**
     * How far it is from the Haram or the Prophet's Mosque, e.g. 400m from the Haram.
     */
    distance: string
    /**
     * When pilgrims stay here, e.g. After Hajj until the flight home.
     */
    stay: string
    /**
     * A picture of the hotel, a file in public/images, e.g. /images/sample/hotel.svg.
     */
    image: string
    /**
     * What the hotel offers, one short line each, e.g. Breakfast and dinner buffet.
     *
     * @minItems 1
     *
     * Items: Text shown on the website. It cannot be empty.
     */
    features: string[]
  }
  /**
   * Optional: the Madinah hotel near the Prophet's Mosque.
   */
  madinah?: {
    /**
     * The name of the hotel, or how it is described until it is confirmed, e.g. 5-star hotel near the Haram.
     */
    name: string
    /**
     * The star rating, a whole number from 1 to 5.
     */
    rating: number
    /**
     * How far it is from the Haram or the Prophet's Mosque, e.g. 400m from the Haram.
     */
    distance: string
    /**
     * When pilgrims stay here, e.g. After Hajj until the flight home.
     */
    stay: string
    /**
     * A picture of the hotel, a file in public/images, e.g. /images/sample/hotel.svg.
     */
    image: string
    /**
     * What the hotel offers, one short line each, e.g. Breakfast and dinner buffet.
     *
     * @minItems 1
     *
     * Items: Text shown on the website. It cannot be empty.
     */
    features: string[]
  }
}
/**
 * The tents in Mina and Arafat during the days of Hajj.
 */
export interface HajjMinaCamp {
  /**
   * How the camp is called on the page, e.g. Premium Mina camp.
   */
  name: string
  /**
   * One or two sentences about the camp.
   */
  description: string
  /**
   * What the camp offers, one short line each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  features: string[]
}
/**
 * The two kinds of Hajj package. The Hajj pages let visitors switch between them.
 */
export interface HajjPackageTypes {
  /**
   * Shifting packages: an Aziziyah apartment before Hajj, a hotel near the Haram after it.
   */
  shifting: {
    /**
     * The name of this kind of package on toggles and cards, e.g. Shifting.
     */
    label: string
    /**
     * One or two sentences explaining it to a pilgrim.
     */
    description: string
    /**
     * The days of Hajj itself (8 to 13 Dhul Hijjah), the same for every package of this kind. Each package page shows them between the package's own days before and after Hajj.
     *
     * @minItems 1
     *
     * Items: One step of the day-by-day itinerary.
     */
    hajjDays: {
      /**
       * When it happens, as shown in the itinerary, e.g. Day 1, Days 2–5 or 9 Dhul Hijjah.
       */
      day: string
      /**
       * What happens, in a few words, e.g. Day of Arafat.
       */
      title: string
      /**
       * One to three sentences about the day.
       */
      description: string
    }[]
  }
  /**
   * Non-shifting packages: one Makkah hotel near the Haram for the whole stay.
   */
  nonShifting: {
    /**
     * The name of this kind of package on toggles and cards, e.g. Shifting.
     */
    label: string
    /**
     * One or two sentences explaining it to a pilgrim.
     */
    description: string
    /**
     * The days of Hajj itself (8 to 13 Dhul Hijjah), the same for every package of this kind. Each package page shows them between the package's own days before and after Hajj.
     *
     * @minItems 1
     *
     * Items: One step of the day-by-day itinerary.
     */
    hajjDays: {
      /**
       * When it happens, as shown in the itinerary, e.g. Day 1, Days 2–5 or 9 Dhul Hijjah.
       */
      day: string
      /**
       * What happens, in a few words, e.g. Day of Arafat.
       */
      title: string
      /**
       * One to three sentences about the day.
       */
      description: string
    }[]
  }
}
/**
 * What every package includes and excludes. Each package's page lists these first, then the package's own.
 */
export interface HajjAllPackages {
  /**
   * Included in every package, one line each, e.g. Hajj visa and Nusuk package fees.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  inclusions: string[]
  /**
   * Not included in any package, one line each, e.g. Travel insurance.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  exclusions: string[]
}
/**
 * The texts of /hajj-packages-comparison (data/hajj-comparison.yaml): shifting or non-shifting Hajj. Packages and prices come from data/hajj.yaml, reviews from data/testimonials.yaml.
 */
export interface HajjComparison {
  /**
   * The top of the page.
   */
  hero: {
    /**
     * The small line above the heading.
     */
    eyebrow: string
    /**
     * The main heading of the page.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * The background picture, a file in public/images.
     */
    image: string
  }
  /**
   * The video beside the free guide. YouTube loads only when a visitor presses play.
   */
  video: {
    /**
     * The heading above the video.
     */
    heading: string
    /**
     * One sentence under the heading.
     */
    text: string
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
  }
  /**
   * The free PDF guide. Visitors download it from /guides/<file> with no registration.
   */
  guide: {
    /**
     * The heading of the guide box.
     */
    heading: string
    /**
     * One or two sentences about the guide.
     */
    text: string
    /**
     * The file name of the guide in public/guides, e.g. hajj-package-guide.pdf. The build fails if the file is missing.
     */
    file: string
    /**
     * The guide: the title on its first page.
     */
    title: string
    /**
     * The guide: the sentence under its title.
     */
    subtitle: string
    /**
     * The guide: the small line above its title.
     */
    eyebrow: string
    /**
     * The guide: the label of the days of Hajj (worked out from data/hajj.yaml).
     */
    hajjDatesLabel: string
    /**
     * The guide: the label of the early-bird date, shown while early-bird prices last.
     */
    earlyBirdLabel: string
    /**
     * The guide: the heading of part 1.
     */
    meaningHeading: string
    /**
     * The guide: the text of part 1, before the two kinds (the texts of types).
     */
    meaningText: string
    /**
     * The guide: the note under the prices (each kind's from price is worked out from data/hajj.yaml).
     */
    pricesNote: string
    /**
     * The guide: the heading of part 2.
     */
    daysHeading: string
    /**
     * The guide: the sentence above the table of days.
     */
    daysText: string
    /**
     * The guide: the headings of the first two columns of the table of days (the other two are the kinds' names).
     */
    daysColumns: {
      /**
       * Text shown on the website. It cannot be empty.
       */
      when: string
      /**
       * Text shown on the website. It cannot be empty.
       */
      rites: string
    }
    /**
     * The guide: one row per day of Hajj, where each kind of pilgrim stays.
     *
     * @minItems 1
     */
    days: {
      /**
       * Text shown on the website. It cannot be empty.
       */
      when: string
      /**
       * Text shown on the website. It cannot be empty.
       */
      rites: string
      /**
       * Text shown on the website. It cannot be empty.
       */
      shifting: string
      /**
       * Text shown on the website. It cannot be empty.
       */
      nonShifting: string
    }[]
    /**
     * The guide: the heading of part 3.
     */
    chooseHeading: string
    /**
     * The guide: the questions to ask yourself, one each.
     *
     * @minItems 1
     *
     * Items: Text shown on the website. It cannot be empty.
     */
    questions: string[]
    /**
     * The guide: the heading of the checklist.
     */
    checklistHeading: string
    /**
     * The guide: what to have ready before booking, one line each.
     *
     * @minItems 1
     *
     * Items: Text shown on the website. It cannot be empty.
     */
    checklist: string[]
    /**
     * The guide: the heading of the last box, with the agency's contact details (from data/site.yaml).
     */
    contactHeading: string
    /**
     * The guide: the text of the last box.
     */
    contactText: string
    /**
     * What is inside the guide, one line each.
     *
     * @minItems 1
     *
     * Items: Text shown on the website. It cannot be empty.
     */
    contents: string[]
    /**
     * The words of the download button, e.g. Download the Free Guide.
     */
    button: string
    /**
     * The line under the button, e.g. No registration needed.
     */
    note: string
  }
  /**
   * What the shifting / non-shifting switch chooses, read out by screen readers, e.g. Type of Hajj package.
   */
  switchLabel: string
  /**
   * What changes with the switch: headings, benefits and featured packages for each kind of package.
   */
  types: {
    /**
     * What the page shows when shifting is chosen.
     */
    shifting: {
      /**
       * The heading of the section.
       */
      heading: string
      /**
       * One or two sentences under the heading.
       */
      text: string
      /**
       * The heading above the eight benefit cards.
       */
      benefitsHeading: string
      /**
       * The benefit cards, eight of them.
       *
       * @minItems 8
       * @maxItems 8
       *
       * Items: One benefit card.
       */
      benefits: {
        icon: IconName
        /**
         * The benefit in a few words.
         */
        title: string
        /**
         * One or two sentences about it.
         */
        description: string
      }[]
      /**
       * The heading above the featured packages.
       */
      featuredHeading: string
      /**
       * The packages shown as featured cards, in order: codes of the season on sale in data/hajj.yaml, e.g. [SEPR27, SSPR27] (codes of another season are left out; with none left, the season's own packages of this kind are shown). The check fails on a code that is not there.
       *
       * @minItems 1
       *
       * Items: The code of a Hajj package, in capital letters and digits, e.g. SSPR. Its page is /hajj/<code>.
       */
      featured: string[]
    }
    /**
     * What the page shows when non-shifting is chosen.
     */
    nonShifting: {
      /**
       * The heading of the section.
       */
      heading: string
      /**
       * One or two sentences under the heading.
       */
      text: string
      /**
       * The heading above the eight benefit cards.
       */
      benefitsHeading: string
      /**
       * The benefit cards, eight of them.
       *
       * @minItems 8
       * @maxItems 8
       *
       * Items: One benefit card.
       */
      benefits: {
        icon: IconName
        /**
         * The benefit in a few words.
         */
        title: string
        /**
         * One or two sentences about it.
         */
        description: string
      }[]
      /**
       * The heading above the featured packages.
       */
      featuredHeading: string
      /**
       * The packages shown as featured cards, in order: codes of the season on sale in data/hajj.yaml, e.g. [SEPR27, SSPR27] (codes of another season are left out; with none left, the season's own packages of this kind are shown). The check fails on a code that is not there.
       *
       * @minItems 1
       *
       * Items: The code of a Hajj package, in capital letters and digits, e.g. SSPR. Its page is /hajj/<code>.
       */
      featured: string[]
    }
  }
  /**
   * The words before the lowest price of the chosen kind, e.g. Packages from.
   */
  startingLabel: string
  /**
   * The comparison table by factor. The column of the chosen kind is highlighted.
   */
  comparison: {
    /**
     * The heading above the table.
     */
    heading: string
    /**
     * The heading of the first column, e.g. Factor.
     */
    factorLabel: string
    /**
     * The mark on the chosen column, e.g. Your choice.
     */
    chosenLabel: string
    /**
     * One row per factor: budget, group size, travel style and spiritual focus.
     *
     * @minItems 1
     *
     * Items: One factor.
     */
    rows: {
      /**
       * The factor, e.g. Budget.
       */
      factor: string
      /**
       * How shifting packages answer it.
       */
      shifting: string
      /**
       * How non-shifting packages answer it.
       */
      nonShifting: string
    }[]
  }
  /**
   * The popular options: the packages marked popular: true in data/hajj.yaml.
   */
  popular: {
    /**
     * The heading of the section.
     */
    heading: string
    /**
     * One sentence under the heading.
     */
    text: string
    /**
     * The words of the details button, e.g. View Full Details.
     */
    details: string
    register: Link
  }
  /**
   * The custom-package call to action, with the Hajj team phone and WhatsApp of data/site.yaml.
   */
  custom: {
    /**
     * The heading of the box.
     */
    heading: string
    /**
     * One or two sentences in the box.
     */
    text: string
    /**
     * The words of the phone button before the number, e.g. Call.
     */
    callLabel: string
    /**
     * The words of the WhatsApp button, e.g. WhatsApp Us.
     */
    whatsappLabel: string
    /**
     * The message WhatsApp fills in for the visitor.
     */
    whatsappText: string
    contact: Link
  }
  /**
   * Pilgrims' reviews.
   */
  testimonials: {
    /**
     * The heading of the section.
     */
    heading: string
    /**
     * One sentence under the heading.
     */
    text: string
    /**
     * The reviews shown, ids of data/testimonials.yaml, e.g. [mohammed-ali]; the build fails on an id that is not there.
     *
     * @minItems 1
     *
     * Items: A review id.
     */
    ids: string[]
  }
  /**
   * The closing call to action.
   */
  closing: {
    /**
     * The heading of the box.
     */
    heading: string
    /**
     * One or two sentences in the box.
     */
    text: string
    register: Link
    packages: Link
    consultation: Link
  }
}
/**
 * The texts of the Hajj pages (data/hajj-page.yaml): /hajj and every package's page /hajj/<id>. The packages, prices, Hajj dates, early-bird date and brochure come from data/hajj.yaml.
 */
export interface HajjPage {
  /**
   * How a package's dates read. {date} is the package's departure and {duration} its length, from data/hajj.yaml.
   */
  dates: {
    /**
     * The departure on cards, e.g. approx. {date}.
     */
    departure: string
    /**
     * The travel dates on a package's page, e.g. Departs London approx. {date} for {duration}.
     */
    travel: string
    /**
     * The travel dates on the page of a package that has left, e.g. Left London approx. {date} for {duration}.
     */
    travelDeparted: string
  }
  /**
   * The top of /hajj.
   */
  hero: {
    /**
     * The small line above the heading, e.g. Hajj 2026 · Registration open.
     */
    eyebrow: string
    /**
     * The line above the heading while Hajj registration is open, e.g. Hajj {hajjYear} · Registration open.
     */
    eyebrowOpen: string
    /**
     * The main heading of the page.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * The background picture, a file in public/images, e.g. /images/sample/hajj-arafat.svg.
     */
    image: string
    /**
     * The words before the Hajj dates of data/hajj.yaml, e.g. Hajj dates.
     */
    hajjDatesLabel: string
    /**
     * The words before the early-bird end date of data/hajj.yaml, e.g. Early-bird prices until.
     */
    earlyBirdLabel: string
    /**
     * Short facts shown under the buttons, e.g. All hotels 400m from the Haram.
     *
     * @minItems 1
     *
     * Items: One short fact with its icon.
     */
    points: {
      icon: IconName
      /**
       * The words, a few at most.
       */
      text: string
    }[]
  }
  /**
   * The package cards with the shifting / non-shifting switch.
   */
  packages: {
    /**
     * The heading of the section.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * What the switch chooses, read out by screen readers, e.g. Type of Hajj package.
     */
    tabsLabel: string
    compare: Link
  }
  /**
   * Below the bookable season on /hajj: the packages of each past season, departed, kept as the agency's record. {hajjYear} is that season's year.
   */
  record: {
    /**
     * The heading of a past season's packages, e.g. Hajj {hajjYear}: our record.
     */
    heading: string
    /**
     * One or two sentences under it, e.g. The packages our pilgrims travelled with in {hajjYear}.
     */
    text: string
  }
  /**
   * The registration banner under the packages. Its button opens the registration page in a new tab.
   */
  register: {
    /**
     * The heading of the banner.
     */
    heading: string
    /**
     * One or two sentences in the banner.
     */
    text: string
    link: Link
  }
  /**
   * The link to the season brochure (its address is brochureUrl in data/hajj.yaml). It opens in a new tab.
   */
  brochure: {
    /**
     * The words of the link, e.g. Download the Hajj 2026 Brochure.
     */
    label: string
  }
  /**
   * The headings and side panel of each package's page /hajj/<id>.
   */
  detail: {
    /**
     * The heading above the overview, e.g. Overview.
     */
    overviewHeading: string
    /**
     * The heading above the package's highlights, e.g. Package Highlights.
     */
    highlightsHeading: string
    /**
     * The heading above the day-by-day itinerary.
     */
    itineraryHeading: string
    /**
     * One sentence under the itinerary heading.
     */
    itineraryText: string
    /**
     * The label marking the days of Hajj in the itinerary, e.g. The days of Hajj.
     */
    hajjDaysLabel: string
    /**
     * The heading of what is included, e.g. What's Included.
     */
    includedHeading: string
    /**
     * The heading of what is not included, e.g. Not Included.
     */
    excludedHeading: string
    /**
     * The heading above the hotels and the Mina camp.
     */
    hotelsHeading: string
    /**
     * One sentence under the hotels heading.
     */
    hotelsText: string
    /**
     * The small label above each hotel card.
     */
    hotelLabels: {
      /**
       * Above the Aziziyah apartment, e.g. Aziziyah · before Hajj.
       */
      aziziyah: string
      /**
       * Above the Makkah hotel, e.g. Makkah.
       */
      makkah: string
      /**
       * Above the Madinah hotel, e.g. Madinah.
       */
      madinah: string
      /**
       * Above the Mina camp, e.g. Mina & Arafat.
       */
      minaCamp: string
    }
    /**
     * The price panel beside the page.
     */
    sidebar: {
      /**
       * The words after the price, e.g. per person.
       */
      perPerson: string
      /**
       * The words before the early-bird end date, e.g. Early-bird price until.
       */
      earlyBirdLabel: string
      /**
       * The label of the Hajj dates, e.g. Hajj dates.
       */
      hajjDatesLabel: string
      /**
       * The label of the travel dates, e.g. Travel dates.
       */
      travelDatesLabel: string
      register: Link
      contact: Link
      /**
       * The words of the brochure link, e.g. Download Brochure.
       */
      brochureLabel: string
      /**
       * The words before the Hajj team phone number of data/site.yaml, e.g. Questions? Call our Hajj team.
       */
      callLabel: string
    }
    back: Link
  }
}
/**
 * The words of the Hajj registration page, /hajj-2026-registration (data/hajj-registration.yaml). The form's fields, options and messages are in forms/hajj-registration.ts; its package list comes from data/hajj.yaml. In any text you may write {hajjYear}, {hajjDates}, {earlyBirdUntil} or {lowestHajjPrice} (filled in from data/hajj.yaml), {atolNumber} or {agencyName} (from data/site.yaml), so those facts are written in one place only.
 */
export interface HajjRegistrationPage {
  /**
   * A few words above the page heading, e.g. Hajj {hajjYear}.
   */
  eyebrow: string
  /**
   * The main heading of the page.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  intro: string
  /**
   * Key facts shown in a row under the top banner, e.g. the Hajj dates and the early-bird deadline.
   *
   * @minItems 1
   */
  facts: Fact[]
  earlyBird: SectionIntro
  form: HajjRegistrationFormText
  afterRegistering: HajjRegistrationSteps
  notes: HajjRegistrationNotes
  related: LinkGroup
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
 * The words around the registration form and of its fields, compiled into forms/hajj-form.generated.ts (send-hajj-registration-email uses them too).
 */
export interface HajjRegistrationFormText {
  /**
   * The heading above the form.
   */
  heading: string
  /**
   * One or two sentences above the fields.
   */
  text: string
  /**
   * How the visitor's details are used, shown under the form.
   */
  privacy: string
  privacyLink: Link
  labels: HajjRegistrationFormLabels
  hints: HajjRegistrationFormHints
  /**
   * The package choice of a visitor who has not decided, e.g. Not sure yet – please advise me.
   */
  undecidedPackage: string
  options: HajjRegistrationFormOptions
  messages: HajjRegistrationFormMessages
  /**
   * The thank-you message after sending, e.g. Thank you! Your Hajj registration has been submitted successfully. Our Hajj team will contact you within {replyHours} hours. It must contain the word successfully: the form shows a text with it in green, any other in red. {replyHours} is data/site.yaml's replyHours.
   */
  successText: string
  /**
   * The message when sending fails and the server gives no reason, e.g. Failed to submit registration. Please try again.
   */
  failureText: string
}
/**
 * The name of each field as the visitor reads it; the error sentence and the agency's e-mail use the same words.
 */
export interface HajjRegistrationFormLabels {
  /**
   * The name of the first name field on the form, in the error sentence and in the agency's e-mail, e.g. Lead pilgrim first name.
   */
  firstName: string
  /**
   * The name of the last name field on the form, in the error sentence and in the agency's e-mail, e.g. Lead pilgrim last name.
   */
  lastName: string
  /**
   * The name of the email field on the form, in the error sentence and in the agency's e-mail, e.g. Email.
   */
  email: string
  /**
   * The name of the phone field on the form, in the error sentence and in the agency's e-mail, e.g. Phone.
   */
  phone: string
  /**
   * The name of the pilgrims field on the form, in the error sentence and in the agency's e-mail, e.g. Number of pilgrims.
   */
  pilgrims: string
  /**
   * The name of the preferred package field on the form, in the error sentence and in the agency's e-mail, e.g. Preferred package.
   */
  preferredPackage: string
  /**
   * The name of the package type field on the form, in the error sentence and in the agency's e-mail, e.g. Package type preference.
   */
  packageType: string
  /**
   * The name of the nationality field on the form, in the error sentence and in the agency's e-mail, e.g. Nationality.
   */
  nationality: string
  /**
   * The name of the passport status field on the form, in the error sentence and in the agency's e-mail, e.g. Passport status.
   */
  passportStatus: string
  /**
   * The name of the nusuk account field on the form, in the error sentence and in the agency's e-mail, e.g. Nusuk account.
   */
  nusukAccount: string
  /**
   * The name of the preferred contact field on the form, in the error sentence and in the agency's e-mail, e.g. Preferred contact method.
   */
  preferredContact: string
  /**
   * The name of the message field on the form, in the error sentence and in the agency's e-mail, e.g. Message.
   */
  message: string
}
/**
 * Help shown under some fields.
 */
export interface HajjRegistrationFormHints {
  /**
   * The help under the pilgrims field, e.g. Including yourself, {min} to {max}. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  pilgrims: string
  /**
   * The help under the message field, e.g. For example: who is travelling with you, health or mobility needs, your questions.
   */
  message: string
}
/**
 * The choices of the form's lists.
 */
export interface HajjRegistrationFormOptions {
  /**
   * The choices of the package type list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Shifting.
   *
   * @minItems 1
   */
  packageType: FormOption[]
  /**
   * The choices of the nationality list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. British.
   *
   * @minItems 1
   */
  nationality: FormOption[]
  /**
   * The choices of the passport status list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Valid for 6 months or more.
   *
   * @minItems 1
   */
  passportStatus: FormOption[]
  /**
   * The choices of the nusuk account list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. I have a Nusuk account.
   *
   * @minItems 1
   */
  nusukAccount: FormOption[]
  /**
   * The choices of the preferred contact list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Email.
   *
   * @minItems 1
   */
  preferredContact: FormOption[]
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface HajjRegistrationFormMessages {
  /**
   * The message under the field when first name is missing or wrong, e.g. Please enter the lead pilgrim’s first name.
   */
  firstName: string
  /**
   * The message under the field when last name is missing or wrong, e.g. Please enter the lead pilgrim’s last name.
   */
  lastName: string
  /**
   * The message under the field when name too long is missing or wrong, e.g. Please shorten the name to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  nameTooLong: string
  /**
   * The message under the field when email is missing or wrong, e.g. Please enter your e-mail address.
   */
  email: string
  /**
   * The message under the field when phone is missing or wrong, e.g. Please enter your phone number.
   */
  phone: string
  /**
   * The message under the field when pilgrims is missing or wrong, e.g. Please enter the number of pilgrims, from {min} to {max}. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  pilgrims: string
  /**
   * The message under the field when preferred package is missing or wrong, e.g. Please choose a package from the list, or “Not sure yet”.
   */
  preferredPackage: string
  /**
   * The message under the field when package type is missing or wrong, e.g. Please choose shifting, non-shifting or not sure.
   */
  packageType: string
  /**
   * The message under the field when nationality is missing or wrong, e.g. Please choose your nationality.
   */
  nationality: string
  /**
   * The message under the field when passport status is missing or wrong, e.g. Please tell us about your passport.
   */
  passportStatus: string
  /**
   * The message under the field when nusuk account is missing or wrong, e.g. Please tell us whether you have a Nusuk account.
   */
  nusukAccount: string
  /**
   * The message under the field when preferred contact is missing or wrong, e.g. Please choose how we should contact you.
   */
  preferredContact: string
  /**
   * The message under the field when message type is missing or wrong, e.g. Please enter your message as text.
   */
  messageType: string
  /**
   * The message under the field when message too long is missing or wrong, e.g. Please shorten your message to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  messageTooLong: string
}
/**
 * What happens after the visitor registers, as numbered steps.
 */
export interface HajjRegistrationSteps {
  /**
   * The heading, e.g. What happens after you register.
   */
  heading: string
  /**
   * The steps, in order.
   *
   * @minItems 1
   */
  steps: TitledText[]
}
/**
 * A short title and a sentence or two (a step, a place, a point).
 */
export interface TitledText {
  /**
   * A few words.
   */
  title: string
  /**
   * One or two sentences.
   */
  text: string
}
/**
 * Important points every registrant should know (e.g. that registering does not book a place).
 */
export interface HajjRegistrationNotes {
  /**
   * The heading, e.g. Please note.
   */
  heading: string
  /**
   * The points, one or two sentences each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  points: string[]
}
/**
 * A heading over a list of links.
 */
export interface LinkGroup {
  /**
   * The heading over the links.
   */
  heading: string
  /**
   * The links, one item each.
   *
   * @minItems 1
   */
  links: Link[]
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
  testimonials: SectionIntro
  contact: SectionIntro
  visas: HomeVisasSection
  /**
   * The row of reasons to trust the agency (ATOL, years of experience, ...).
   *
   * @minItems 1
   */
  trustBadges: IconCard[]
}
/**
 * One offer of the home page slideshow.
 */
export interface Slide {
  /**
   * Optional: the id of a package in data/umrah.yaml this slide offers, e.g. december-2026. The slide then takes the package's title, price and page, may quote {dates}, {duration} and {airline}, and disappears once the package is sold out or has departed.
   */
  umrahPackage?: string
  /**
   * Optional, instead of writing price: show the lowest price of a catalogue, worked out when the site is built. umrah or hajj: the lowest price of the packages still on offer (data/umrah.yaml, data/hajj.yaml); visa, schengenVisa, hotels or flights: the lowest price in data/visa.yaml, data/schengen-visa.yaml, data/hotels.yaml or data/flights.yaml; tours: the lowest price of the halal holiday tours (data/islamic-tours.yaml).
   */
  priceFrom?: 'umrah' | 'hajj' | 'visa' | 'schengenVisa' | 'hotels' | 'flights' | 'tours'
  /**
   * Optional: show the slide only while Hajj registration is open (a package of data/hajj.yaml has not departed) or while its early-bird prices last.
   */
  showWhile?: 'hajjRegistrationOpen' | 'hajjEarlyBird'
  /**
   * The large heading of the slide, e.g. Umrah October 2025. Leave it out with umrahPackage to show the package's title.
   */
  title?: string
  /**
   * The line above the heading.
   */
  subtitle: string
  /**
   * One sentence under the heading.
   */
  description: string
  /**
   * The "from" price in pounds, a plain number, e.g. 99, for an offer no catalogue prices. Leave it out with umrahPackage or priceFrom: the price then comes from the catalogue.
   */
  price?: number
  /**
   * Optional words after the price, e.g. a night.
   */
  priceSuffix?: string
  /**
   * The page the slide's button opens, e.g. /visa. Leave it out with umrahPackage to open the package's page.
   */
  link?: string
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
   * The "from" price in pounds, a plain number, e.g. 99. Write price or priceFrom.
   */
  price?: number
  /**
   * Instead of price: show the lowest price of a catalogue, worked out when the site is built. umrah or hajj: the lowest price of the packages still on offer (data/umrah.yaml, data/hajj.yaml); visa, schengenVisa, hotels or flights: the lowest price in data/visa.yaml, data/schengen-visa.yaml, data/hotels.yaml or data/flights.yaml; tours: the lowest price of the halal holiday tours (data/islamic-tours.yaml).
   */
  priceFrom?: 'umrah' | 'hajj' | 'visa' | 'schengenVisa' | 'hotels' | 'flights' | 'tours'
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
  /**
   * The words of the link to all Hajj packages under the cards, e.g. View all Hajj 2026 packages.
   */
  allLabel: string
  banner: HajjRegistrationBanner
}
/**
 * The registration banner under the Hajj cards, shown while Hajj registration is open (until the first group of data/hajj.yaml leaves).
 */
export interface HajjRegistrationBanner {
  /**
   * The heading of the banner.
   */
  heading: string
  /**
   * Optional: a sentence shown before text only while early-bird prices last, e.g. Early-bird prices until {earlyBirdUntil}.
   */
  earlyBird?: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  primary: Link
  secondary: Link
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
   * The id of a visa in data/visa.yaml, e.g. umrah: the card then shows that visa's title, price, validity and processing time, as the /visa page does. Or leave it out and write priceFrom: schengenVisa with title, validity and processing.
   */
  visa?: string
  /**
   * Without visa: schengenVisa shows the lowest price of data/schengen-visa.yaml.
   */
  priceFrom?: 'schengenVisa'
  /**
   * The name of the visa, e.g. Umrah Visa. Only without visa (a card with visa takes it from data/visa.yaml).
   */
  title?: string
  /**
   * The price in pounds, a plain number, e.g. 190, only for a visa no catalogue prices. Prefer visa or priceFrom.
   */
  price?: number
  /**
   * How long the visa is valid, e.g. 3 months. Only without visa (a card with visa takes it from data/visa.yaml).
   */
  validity?: string
  /**
   * How long it takes to obtain, e.g. 5–7 days. Only without visa (a card with visa takes it from data/visa.yaml).
   */
  processing?: string
  /**
   * The page about the visa, e.g. /visa.
   */
  link: string
  /**
   * With visa: true also shows the stay of one visit (the visa's duration) after its validity, e.g. 1 year (stays of up to 90 days).
   */
  stay?: boolean
}
/**
 * The hotels page /hotels (data/hotels.yaml): its texts, the hotels in Makkah and Madinah visitors can ask to book, and the worldwide hotel request. Prices are per night in pounds, written as plain numbers.
 */
export interface HotelsPageContent {
  hero: HotelsHero
  worldwide: WorldwideHotelRequestText
  listing: HotelListingText
  /**
   * The city tabs after All, in the order they are shown. Each hotel belongs to one of these cities.
   *
   * @minItems 1
   */
  cities: HotelCityTab[]
  /**
   * The hotels, in the order they are shown. SAMPLE CONTENT: the names, pictures and descriptions are examples until the agency lists its real partner hotels.
   *
   * @minItems 1
   */
  hotels: Hotel[]
  booking: HotelBookingText
  benefits: IconCardSection
  help: HelpBox
  form: HotelFormsText
}
/**
 * The large banner at the top of the page.
 */
export interface HotelsHero {
  /**
   * The small gold line above the heading, e.g. Hotels in Makkah & Madinah.
   */
  eyebrow: string
  /**
   * The main heading of the page.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The background picture, a file in public/images, e.g. /images/sample/hotel.svg.
   */
  image: string
  /**
   * Optional words before the lowest nightly price of the hotels below, which the page works out itself, e.g. Rooms from. Leave it out to show no price in the banner.
   */
  priceLabel?: string
}
/**
 * The 'Request Hotels Worldwide' call to action under the banner, and the request form it opens, for hotels anywhere in the world.
 */
export interface WorldwideHotelRequestText {
  /**
   * The heading of the call to action, e.g. Travelling beyond Makkah and Madinah?
   */
  heading: string
  /**
   * One or two sentences inviting a request. The button under it always reads Request Hotels Worldwide.
   */
  text: string
  /**
   * The title of the request form's window, e.g. Request Hotels Worldwide.
   */
  modalTitle: string
  /**
   * One sentence at the top of the request form: what happens after the visitor sends it.
   */
  modalIntro: string
}
/**
 * The section listing the hotels, with the city tabs All / Makkah / Madinah.
 */
export interface HotelListingText {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * What the row of city tabs is called for screen-reader users, e.g. Filter hotels by city.
   */
  tabsLabel: string
  /**
   * The name of the first tab, which shows every hotel, e.g. All.
   */
  allLabel: string
  empty: SectionIntro
}
/**
 * One city tab.
 */
export interface HotelCityTab {
  /**
   * The city: makkah or madinah (lower case). The hotels of this city are shown on its tab.
   */
  id: 'makkah' | 'madinah'
  /**
   * The city's name as shown on its tab and on each hotel's badge, e.g. Makkah.
   */
  label: string
}
/**
 * One hotel a visitor can ask to book.
 */
export interface Hotel {
  /**
   * A short name for the hotel: lower-case letters, digits and hyphens, e.g. safa-crescent-makkah. Unique in this file.
   */
  id: string
  /**
   * The hotel's name as guests know it. It is also sent with every booking request.
   */
  name: string
  /**
   * The city of the hotel: makkah or madinah (lower case). It must be one of the cities listed above.
   */
  city: 'makkah' | 'madinah'
  /**
   * The hotel's official star rating, a whole number from 1 to 5, e.g. 5.
   */
  rating: number
  /**
   * How far it is from the Haram or the Prophet's Mosque, as visitors read it, e.g. 150 m from Masjid al-Haram (2 min walk).
   */
  distance: string
  /**
   * The price of a room per night in pounds, a plain number, e.g. 95. Shown as £95 / night.
   */
  price: number
  /**
   * The hotel's picture, a file in public/images, e.g. /images/sample/hotel.svg.
   */
  image: string
  /**
   * What the hotel offers, most important first (4 to 6 read best). A card shows the first three and '+N more'.
   *
   * @minItems 1
   *
   * Items: One feature, e.g. Free Wi-Fi.
   */
  features: string[]
  /**
   * One or two sentences about the hotel.
   */
  description: string
}
/**
 * The booking request form that opens from a hotel's Book Now button.
 */
export interface HotelBookingText {
  /**
   * One sentence at the top of the form: what happens after the visitor sends it.
   */
  intro: string
}
/**
 * The words of the two hotel forms, compiled into forms/hotel-forms.generated.ts (send-hotel-booking-email and send-global-hotel-request-email use them too).
 */
export interface HotelFormsText {
  stay: HotelStayFormText
  booking: HotelBookingFormText
  worldwide: GlobalHotelFormText
}
/**
 * The guest's details and the stay, as both hotel forms ask for them.
 */
export interface HotelStayFormText {
  labels: HotelStayFormTextLabels
  /**
   * The row of the agency's e-mail with the number of nights, e.g. Nights.
   */
  nights: string
  messages: HotelStayFormTextMessages
}
/**
 * The name of each field as the visitor reads it; the error sentence and the agency's e-mail use the same words.
 */
export interface HotelStayFormTextLabels {
  /**
   * The name of the first name field on the form, in the error sentence and in the agency's e-mail, e.g. First name.
   */
  firstName: string
  /**
   * The name of the last name field on the form, in the error sentence and in the agency's e-mail, e.g. Last name.
   */
  lastName: string
  /**
   * The name of the email field on the form, in the error sentence and in the agency's e-mail, e.g. Email.
   */
  email: string
  /**
   * The name of the phone field on the form, in the error sentence and in the agency's e-mail, e.g. Phone.
   */
  phone: string
  /**
   * The name of the check in date field on the form, in the error sentence and in the agency's e-mail, e.g. Check-in date.
   */
  checkInDate: string
  /**
   * The name of the check out date field on the form, in the error sentence and in the agency's e-mail, e.g. Check-out date.
   */
  checkOutDate: string
  /**
   * The name of the adults field on the form, in the error sentence and in the agency's e-mail, e.g. Adults.
   */
  adults: string
  /**
   * The name of the children field on the form, in the error sentence and in the agency's e-mail, e.g. Children.
   */
  children: string
  /**
   * The name of the rooms field on the form, in the error sentence and in the agency's e-mail, e.g. Rooms.
   */
  rooms: string
  /**
   * The name of the special requests field on the form, in the error sentence and in the agency's e-mail, e.g. Special requests.
   */
  specialRequests: string
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface HotelStayFormTextMessages {
  /**
   * The message under the field when first name is missing or wrong, e.g. Please enter your first name.
   */
  firstName: string
  /**
   * The message under the field when last name is missing or wrong, e.g. Please enter your last name.
   */
  lastName: string
  /**
   * The message under the field when name too long is missing or wrong, e.g. Please shorten the name to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  nameTooLong: string
  /**
   * The message under the field when email is missing or wrong, e.g. Please enter your e-mail address.
   */
  email: string
  /**
   * The message under the field when phone is missing or wrong, e.g. Please enter your phone number.
   */
  phone: string
  /**
   * The message under the field when check in date is missing or wrong, e.g. Please choose your check-in date.
   */
  checkInDate: string
  /**
   * The message under the field when check in date invalid is missing or wrong, e.g. Please enter the check-in date as a date, e.g. 2026-10-12.
   */
  checkInDateInvalid: string
  /**
   * The message under the field when check in date past is missing or wrong, e.g. The check-in date cannot be in the past.
   */
  checkInDatePast: string
  /**
   * The message under the field when check out date is missing or wrong, e.g. Please choose your check-out date.
   */
  checkOutDate: string
  /**
   * The message under the field when check out date invalid is missing or wrong, e.g. Please enter the check-out date as a date, e.g. 2026-10-19.
   */
  checkOutDateInvalid: string
  /**
   * The message under the field when check out before check in is missing or wrong, e.g. The check-out date must be after the check-in date.
   */
  checkOutBeforeCheckIn: string
  /**
   * The message under the field when adults is missing or wrong, e.g. Please choose {min} to {max} adults. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  adults: string
  /**
   * The message under the field when children is missing or wrong, e.g. Please choose {min} to {max} children. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  children: string
  /**
   * The message under the field when rooms is missing or wrong, e.g. Please choose {min} to {max} rooms. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  rooms: string
  /**
   * The message under the field when special requests type is missing or wrong, e.g. Please enter your special requests as text.
   */
  specialRequestsType: string
  /**
   * The message under the field when special requests too long is missing or wrong, e.g. Please shorten your special requests to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  specialRequestsTooLong: string
}
/**
 * The Book Now window of one hotel.
 */
export interface HotelBookingFormText {
  labels: HotelBookingFormTextLabels
  /**
   * The message when the form arrives without a hotel chosen, e.g. Please choose a hotel from the list and press Book Now.
   */
  hotelMissing: string
  /**
   * The thank-you message after sending, e.g. Thank you! Your booking request has been sent successfully. We will confirm availability and your rate within {replyHours} hours. It must contain the word successfully: the form shows a text with it in green, any other in red. {replyHours} is data/site.yaml's replyHours.
   */
  successText: string
  /**
   * The message when sending fails and the server gives no reason, e.g. Failed to submit booking request. Please try again.
   */
  failureText: string
  /**
   * The send button, e.g. Submit Booking Request.
   */
  submitLabel: string
}
/**
 * The name of each field as the visitor reads it; the error sentence and the agency's e-mail use the same words.
 */
export interface HotelBookingFormTextLabels {
  /**
   * The name of the hotel name field on the form, in the error sentence and in the agency's e-mail, e.g. Hotel.
   */
  hotelName: string
  /**
   * The name of the hotel city field on the form, in the error sentence and in the agency's e-mail, e.g. City.
   */
  hotelCity: string
  /**
   * The name of the hotel distance field on the form, in the error sentence and in the agency's e-mail, e.g. Distance.
   */
  hotelDistance: string
}
/**
 * The Request Hotels Worldwide window.
 */
export interface GlobalHotelFormText {
  labels: GlobalHotelFormTextLabels
  messages: GlobalHotelFormTextMessages
  /**
   * The choices of the categories list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Budget (1-2 Star).
   *
   * @minItems 1
   */
  categories: FormOption[]
  /**
   * The choices of the budgets list, in order: value is what the form sends (keep it), label what the visitor reads, e.g. Under £50.
   *
   * @minItems 1
   */
  budgets: FormOption[]
  /**
   * The thank-you message after sending, e.g. Thank you! Your hotel request has been submitted successfully. We will send you a choice of hotels within {replyHours} hours. It must contain the word successfully: the form shows a text with it in green, any other in red. {replyHours} is data/site.yaml's replyHours.
   */
  successText: string
  /**
   * The message when sending fails and the server gives no reason, e.g. Failed to submit hotel request. Please try again.
   */
  failureText: string
  /**
   * The send button, e.g. Submit Request.
   */
  submitLabel: string
}
/**
 * The name of each field as the visitor reads it; the error sentence and the agency's e-mail use the same words.
 */
export interface GlobalHotelFormTextLabels {
  /**
   * The name of the destination field on the form, in the error sentence and in the agency's e-mail, e.g. Destination.
   */
  destination: string
  /**
   * The name of the hotel category field on the form, in the error sentence and in the agency's e-mail, e.g. Hotel category.
   */
  hotelCategory: string
  /**
   * The name of the budget field on the form, in the error sentence and in the agency's e-mail, e.g. Budget per night.
   */
  budget: string
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface GlobalHotelFormTextMessages {
  /**
   * The message under the field when destination is missing or wrong, e.g. Please tell us your destination (city and country).
   */
  destination: string
  /**
   * The message under the field when destination too long is missing or wrong, e.g. Please shorten the destination to {limit} characters. Keep {limit}: the form puts in the most characters allowed.
   */
  destinationTooLong: string
  /**
   * The message under the field when hotel category is missing or wrong, e.g. Please choose a hotel category from the list.
   */
  hotelCategory: string
  /**
   * The message under the field when budget is missing or wrong, e.g. Please choose a budget from the list.
   */
  budget: string
}
/**
 * The halal holidays page /islamic-tours (data/islamic-tours.yaml): the tours and every word around them.
 */
export interface IslamicToursPage {
  /**
   * The large banner at the top of the page.
   */
  hero: {
    /**
     * The small gold line above the heading.
     */
    eyebrow: string
    /**
     * The main heading of the page.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * The background picture, a file in public/images, e.g. /images/sample/heritage.svg.
     */
    image: string
    /**
     * Short selling points shown with a tick.
     *
     * @minItems 1
     *
     * Items: A title, heading or link label shown on one line: at most 90 characters, not empty or only spaces.
     */
    points: string[]
  }
  /**
   * The tabs: one per tour, with the chosen tour's details under them.
   */
  tours: {
    /**
     * The heading of the section.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * What screen readers call the row of tabs, e.g. Halal holiday tours.
     */
    tabsLabel: string
    /**
     * The word after the first word of the tour's title on its tab: Tour makes Palestine Tour.
     */
    tabSuffix: string
    /**
     * The words after a price, e.g. per person.
     */
    perPerson: string
    /**
     * The labels of the tour's key facts.
     */
    facts: {
      /**
       * e.g. Duration.
       */
      duration: string
      /**
       * e.g. Group size.
       */
      groupSize: string
      /**
       * e.g. Meals.
       */
      meals: string
      /**
       * e.g. Rating.
       */
      rating: string
    }
    /**
     * The headings of the parts of a tour's details.
     */
    blocks: {
      /**
       * Above the description, e.g. About This Tour.
       */
      overview: string
      /**
       * Above the highlights, e.g. Tour Highlights.
       */
      highlights: string
      /**
       * Above the days, e.g. Day-by-Day Itinerary.
       */
      itinerary: string
      /**
       * Above the inclusions, e.g. What's Included.
       */
      inclusions: string
    }
    /**
     * The word before a day's number in the itinerary, e.g. Day (shown as Day 1).
     */
    dayLabel: string
    comingSoon: Link
    contact: Link
    /**
     * One sentence under the buttons saying how to book now.
     */
    bookingNote: string
    /**
     * The tours, in the order of their tabs. The first is shown first.
     *
     * @minItems 1
     */
    items: Tour[]
  }
  /**
   * The reasons to travel with the agency.
   */
  whyChoose: {
    /**
     * The heading of the section.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * The reasons, each a card.
     *
     * @minItems 1
     */
    items: IconCard[]
  }
  /**
   * The cards of every tour; each card's button chooses that tour's tab.
   */
  allTours: {
    /**
     * The heading of the section.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * The badge on every card while tours cannot be booked online, e.g. Coming Soon.
     */
    badge: string
    /**
     * The word before the tab's name on each card's button: View makes View Palestine Tour.
     */
    viewLabel: string
  }
  /**
   * What every tour includes: flights, accommodation, transport, guides.
   */
  services: {
    /**
     * The heading of the section.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * The services, each a card.
     *
     * @minItems 1
     */
    items: IconCard[]
  }
  /**
   * The closing call to action.
   */
  closing: {
    /**
     * The heading of the box.
     */
    heading: string
    /**
     * One or two sentences in the box.
     */
    text: string
    /**
     * One or two buttons, each a label and the page it opens.
     *
     * @minItems 1
     * @maxItems 2
     */
    buttons: Link[]
  }
}
/**
 * One halal holiday tour.
 */
export interface Tour {
  /**
   * The tour's short name, also the page address's #fragment that opens its tab, e.g. palestine (/islamic-tours#palestine).
   */
  id: string
  /**
   * The tour's name. Its first word names the tab, e.g. Palestine & Al-Aqsa Heritage Tour.
   */
  title: string
  /**
   * The places visited, in one line.
   */
  subtitle: string
  /**
   * The price per person in pounds, a plain number, e.g. 499. The lowest tour price is the home page's halal holidays price.
   */
  price: number
  /**
   * The earlier price, shown struck through, e.g. 699. It must be above price.
   */
  originalPrice: number
  /**
   * e.g. 8 Days.
   */
  duration: string
  /**
   * e.g. Max 25 people.
   */
  groupSize: string
  /**
   * e.g. Breakfast daily or All-inclusive.
   */
  meals: string
  /**
   * The tour's rating from 0 to 5, e.g. 5.
   */
  rating: number
  /**
   * The tour's picture, a file in public/images.
   */
  image: string
  /**
   * Two or three sentences about the tour.
   */
  description: string
  /**
   * The best moments of the tour, one a line.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  highlights: string[]
  /**
   * The days of the tour, in order.
   *
   * @minItems 1
   */
  itinerary: TourDay[]
  /**
   * What the price includes, one a line.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  inclusions: string[]
}
/**
 * One day of the itinerary.
 */
export interface TourDay {
  /**
   * The day's number, e.g. 1.
   */
  day: number
  /**
   * The day in a few words, e.g. Arrival in Amman.
   */
  title: string
  /**
   * What happens that day, in a sentence or two.
   */
  description: string
}
/**
 * The knowledge centre /knowledge-centre (data/knowledge-centre.yaml). The health guide's cards are Markdown files in data/knowledge/health/.
 */
export interface KnowledgeCentrePage {
  /**
   * The large banner at the top of the page.
   */
  hero: {
    /**
     * The small gold line above the heading.
     */
    eyebrow: string
    /**
     * The main heading of the page.
     */
    heading: string
    /**
     * One or two sentences under the heading.
     */
    text: string
    /**
     * The background picture, a file in public/images.
     */
    image: string
  }
  /**
   * The sticky row of links to the sections.
   */
  navigator: {
    /**
     * What screen readers call it, e.g. Knowledge centre sections.
     */
    label: string
  }
  /**
   * Words used in every section.
   */
  labels: {
    /**
     * The button of a guide, e.g. Download PDF.
     */
    download: string
    /**
     * The note on a sample file, e.g. Sample file.
     */
    sample: string
    /**
     * The badge of what is not written yet, e.g. Coming Soon.
     */
    comingSoon: string
    /**
     * The button opening a health card's window, e.g. Read More.
     */
    readMore: string
    /**
     * The line that opens a health card's key points, e.g. Show key points.
     */
    showMore: string
    /**
     * The word before a rite's number, read by screen readers, e.g. Step.
     */
    step: string
    /**
     * The close button of a Read More window, read by screen readers, e.g. Close.
     */
    close: string
  }
  /**
   * The sections, in the order of the navigator. Their ids are the navigator's anchors (/knowledge-centre#umrah-guide).
   *
   * @minItems 1
   */
  sections: KnowledgeSection[]
}
/**
 * One section of the page.
 */
export interface KnowledgeSection {
  /**
   * The section's anchor, e.g. umrah-guide. The section health-guide also shows the cards of data/knowledge/health/.
   */
  id: string
  /**
   * The section's name in the navigator, e.g. Umrah Guide.
   */
  nav: string
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * Optional: numbered rites, e.g. the four rites of Umrah.
   *
   * @minItems 1
   */
  steps?: TitledText[]
  /**
   * Optional: places to know, each a title and a sentence.
   *
   * @minItems 1
   */
  places?: TitledText[]
  /**
   * Optional: downloadable guides (they open in a new tab).
   *
   * @minItems 1
   */
  guides?: KnowledgeGuide[]
  /**
   * Optional: guides announced but not written yet, shown with a Coming Soon badge.
   *
   * @minItems 1
   */
  comingSoon?: TitledText[]
  link?: ExternalLink
  /**
   * Optional: the sentence beside the link.
   */
  linkText?: string
}
/**
 * One downloadable guide.
 */
export interface KnowledgeGuide {
  /**
   * The guide's title.
   */
  title: string
  /**
   * One sentence about it.
   */
  text: string
  /**
   * The PDF in public/guides/, e.g. /guides/umrah-guide.pdf.
   */
  file: string
  /**
   * true for a sample guide: the build prints a sample PDF from its title and text and its section, shown as a sample, until the agency puts its own PDF at this file in public/guides/ (then delete this line).
   */
  sample?: boolean
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
  /**
   * true to list, after the drop-down's first link, every Umrah departure of data/umrah.yaml that can still be booked and has its own page (its title, linking to it). Departed packages leave the menu on their own.
   */
  umrahDepartures?: boolean
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
  columns: LinkGroup[]
  newsletter: NewsletterBox
  /**
   * The legal line at the very bottom (ATOL protection and licences).
   */
  legal: string
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
 * The three Nusuk Hajj information pages for UK pilgrims (data/nusuk.yaml): /hajj-nusuk, /hajj-nusuk-registration and /nusuk-guidance. In any text you may write {hajjYear}, {hajjDates}, {earlyBirdUntil} or {lowestHajjPrice} (filled in from data/hajj.yaml), {atolNumber} or {agencyName} (from data/site.yaml), so those facts are written in one place only.
 */
export interface NusukPages {
  officialPlatform: ExternalLink
  contactBox: SectionIntro
  /**
   * The three pages, each once.
   *
   * @minItems 3
   * @maxItems 3
   */
  pages: NusukInfoPage[]
}
/**
 * One Nusuk information page.
 */
export interface NusukInfoPage {
  /**
   * Which page this is: hajj-nusuk for /hajj-nusuk, hajj-nusuk-registration for /hajj-nusuk-registration, nusuk-guidance for /nusuk-guidance. Each page once.
   */
  id: 'hajj-nusuk' | 'hajj-nusuk-registration' | 'nusuk-guidance'
  /**
   * A few words above the page heading, e.g. Nusuk Hajj {hajjYear}.
   */
  eyebrow: string
  /**
   * The main heading of the page.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  intro: string
  primary: Link
  /**
   * Optional: key facts shown in a row under the top banner, e.g. the Hajj dates.
   *
   * @minItems 1
   */
  facts?: Fact[]
  /**
   * The sections of the page, in order. Each gets a heading and an entry in the page's 'On this page' list.
   *
   * @minItems 1
   */
  sections: NusukSection[]
  callToAction: CallToAction
}
/**
 * One section: paragraphs, then optionally numbered steps, a ticked list, a highlighted note and links.
 */
export interface NusukSection {
  /**
   * A short name for the section, used to link straight to it (e.g. /nusuk-guidance#create-account): lower-case letters, digits and hyphens. Unique on its page.
   */
  id: string
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * The text of the section, one paragraph per item.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  paragraphs: string[]
  /**
   * Optional: numbered steps shown after the paragraphs.
   *
   * @minItems 1
   */
  steps?: TitledText[]
  /**
   * Optional: a ticked list shown after the steps, one short line each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  points?: string[]
  /**
   * Optional: one important sentence or two, shown highlighted at the end of the section.
   */
  note?: string
  /**
   * Optional: pages of this website with more detail, shown at the end of the section.
   *
   * @minItems 1
   */
  links?: Link[]
}
/**
 * The page shown, with status 404, for the address of an Umrah or Hajj package that does not exist, e.g. /umrah/december-2025 or /hajj/XYZ (data/package-not-found.yaml).
 */
export interface PackageNotFound {
  /**
   * The title in the browser tab, e.g. Package Not Found.
   */
  title: string
  /**
   * The heading of the page, e.g. Package Not Found.
   */
  heading: string
  /**
   * One or two sentences: what happened and where to look instead.
   */
  text: string
  homeLink: Link
  /**
   * Other pages worth offering, e.g. the Umrah and Hajj packages, shown as buttons after the main one.
   */
  links: Link[]
}
/**
 * The words the three policy pages share (data/policy-pages.yaml): labels around the policy texts and the cookie choice box of /cookie-policy. The policies themselves are Markdown files in data/policies/.
 */
export interface PolicyPages {
  /**
   * Shown before the date a policy last changed, e.g. Last updated.
   */
  lastUpdatedLabel: string
  /**
   * The heading of the table of contents, e.g. Contents.
   */
  contentsHeading: string
  /**
   * The cookie choice box of /cookie-policy: it uses the same stored choice as the cookie banner.
   */
  consent: {
    /**
     * The box's heading, e.g. Your cookie choice.
     */
    heading: string
    /**
     * Shown before the current choice, e.g. Your current choice:
     */
    currentLabel: string
    /**
     * How each stored choice is named.
     */
    choices: {
      /**
       * After Accept All, e.g. All cookies accepted.
       */
      all: string
      /**
       * After Essential Only, e.g. Essential cookies only.
       */
      essential: string
      /**
       * Before any choice, e.g. Not chosen yet.
       */
      none: string
    }
    /**
     * Shown after the choice with the day it was made, {date} standing for that day, e.g. (saved on {date}).
     */
    savedOn: string
    /**
     * The button that accepts every cookie, e.g. Accept All (the banner's words).
     */
    acceptAll: string
    /**
     * The button that keeps essential cookies only, e.g. Essential Only.
     */
    essentialOnly: string
    /**
     * The button that opens the settings, e.g. Cookie Settings.
     */
    settings: string
    /**
     * The heading of the settings, e.g. Choose which cookies we may use.
     */
    settingsHeading: string
    /**
     * The option for essential cookies only, e.g. Essential cookies only.
     */
    essentialOption: string
    /**
     * What that option means, in one sentence.
     */
    essentialNote: string
    /**
     * The option for every cookie, e.g. All cookies.
     */
    allOption: string
    /**
     * What that option means, in one sentence.
     */
    allNote: string
    /**
     * The button that saves the settings, e.g. Save my choice.
     */
    save: string
    /**
     * Shown instead of the buttons when the browser runs no JavaScript (the choice is kept by a script).
     */
    noScript: string
  }
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
   * The address of the page, starting with /, lower-case words joined by hyphens, e.g. /hajj-nusuk. {packageId} stands for every id named in ids, e.g. /umrah/{packageId}.
   */
  path: string
  /**
   * For a path with {...}: where the ids of its pages come from, e.g. { from: data/umrah.yaml#/packages/* /id, when: detailPage } gives a page to every Umrah package with detailPage: true. An address under this path with no such id gets the Package Not Found page.
   */
  ids?: {
    /**
     * The catalogue, its list and the field of each item that is the id: data/<catalogue>.yaml#/<list>/* /<field>, e.g. data/hajj.yaml#/packages/* /id (every Hajj package's id).
     */
    from: string
    /**
     * Optional: a yes/no field of each item; only items with it set to true get a page, e.g. detailPage.
     */
    when?: string
  }
  /**
   * The page's title, shown in the browser tab and search results (the site name is added after it).
   */
  title?: string
  /**
   * One or two sentences shown under the title in search results and social previews (about 150 characters).
   */
  description?: string
  /**
   * What people near the agency type into a search engine to find this page, e.g. Umrah packages from London (the page's keywords meta tag).
   *
   * @minItems 1
   *
   * Items: One search phrase, e.g. Umrah packages from London.
   */
  localKeywords?: string[]
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
   * The call-to-action band the site adds at the end of this page, above the footer: hajj-registration is the Hajj registration band (Nusuk, data/navigation.yaml promo). Leave it out for a page that ends with a band of its own or with none, so a page never ends with two.
   */
  cta?: 'hajj-registration'
  /**
   * Makes this address a permanent redirect to another page, e.g. /. A redirect has no title or description.
   */
  redirectTo?: string
}
/**
 * The Schengen visa page /schengen-visa (data/schengen-visa.yaml): the four countries the agency applies to, one tab each (Germany, France, Spain, Italy), the 27 Schengen countries and the texts around them. Prices are in pounds, written as plain numbers.
 */
export interface SchengenVisaPage {
  hero: VisaPageHero
  services: SchengenVisaServices
  area: SchengenArea
  notice: VisaNotice
  related: VisaRelatedLinks
}
/**
 * The section with one tab per country. Each tab shows the overview, the required documents, the consulate and a price panel with Apply Now (the application form) and Free Consultation.
 */
export interface SchengenVisaServices {
  /**
   * The heading of the section, e.g. Choose Your Destination.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * What the row of tabs is called for screen-reader users, e.g. Schengen countries.
   */
  tabsLabel: string
  /**
   * What the price does not include, shown after it on every tab, e.g. plus visa fee.
   */
  priceNote: string
  /**
   * How long a Schengen visa lets the holder stay, for every country, e.g. Up to 90 days.
   */
  stay: string
  /**
   * How long the passport must still be valid, for every country, e.g. Valid 3 months beyond your stay.
   */
  passportValidity: string
  /**
   * When to apply, for every country, e.g. 6-8 weeks before travel.
   */
  applyBefore: string
  /**
   * Where the Free Consultation button leads, e.g. /contact#contact-form (the contact form).
   */
  consultation: string
  /**
   * The countries, one tab each, in the order of the tabs: exactly germany, france, spain and italy (the application form knows these four). The first tab is shown when the page opens.
   *
   * @minItems 1
   */
  countries: SchengenCountry[]
}
/**
 * One Schengen country the agency applies to.
 */
export interface SchengenCountry {
  /**
   * The country's key, sent with the application: germany, france, spain or italy. /schengen-visa#<key> opens this tab.
   */
  key: string
  /**
   * The country's name on its tab, e.g. Germany.
   */
  name: string
  /**
   * The heading of the tab's overview, e.g. Germany Schengen Visa.
   */
  title: string
  /**
   * How long the application takes, e.g. 15-20 working days.
   */
  processing: string
  /**
   * The agency's starting price in pounds, a plain number, e.g. 200. Shown as From £200 with the price note.
   */
  price: number
  /**
   * The overview: two or three sentences about applying for this country.
   */
  description: string
  consulate: VisaOffice
  /**
   * The documents the applicant must provide, most important first.
   *
   * @minItems 1
   *
   * Items: One document, e.g. Travel insurance with at least €30,000 medical cover.
   */
  requirements: string[]
}
/**
 * The list of the Schengen countries one visa covers.
 */
export interface SchengenArea {
  /**
   * The heading of the list, e.g. The 27 Schengen Countries.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * The Schengen countries in alphabetical order: the specification lists 27.
   *
   * @minItems 1
   *
   * Items: One country's name in English, e.g. Austria.
   */
  countries: string[]
}
/**
 * A highlighted box of what an applicant must know before applying, e.g. Important Notice.
 */
export interface VisaNotice {
  /**
   * The heading of the box, e.g. Important Notice.
   */
  heading: string
  /**
   * The points of the notice, most important first.
   *
   * @minItems 1
   *
   * Items: One point, one or two sentences.
   */
  items: string[]
}
/**
 * The words of the site search (data/search.yaml): the search box in the header and the phone menu, and the /search page. The results come from every page's main text, indexed when the site is built.
 */
export interface SearchText {
  /**
   * The search box of the header (behind a button on computers, at the top of the phone menu).
   */
  box: {
    /**
     * The name of the header's search button, read by screen readers, e.g. Search the site.
     */
    toggleLabel: string
    /**
     * The name of the box, read by screen readers, e.g. Search this website.
     */
    label: string
    /**
     * The hint inside the empty box, e.g. Search packages, visas, guides.
     */
    placeholder: string
    /**
     * The button's words, e.g. Search.
     */
    button: string
  }
  /**
   * The /search page. {query} stands for the words searched, {count} for the number of pages found.
   */
  page: {
    /**
     * The page's heading, e.g. Search.
     */
    heading: string
    /**
     * The label above the box, e.g. Search packages, visas and guides.
     */
    label: string
    /**
     * The button's words, e.g. Search.
     */
    button: string
    /**
     * Shown before anything is typed.
     */
    hint: string
    /**
     * Shown while looking, e.g. Searching...
     */
    searching: string
    /**
     * When one page is found, e.g. 1 page found for “{query}”.
     */
    foundOne: string
    /**
     * When several pages are found, e.g. {count} pages found for “{query}”.
     */
    found: string
    /**
     * When nothing is found, e.g. No pages found for “{query}”. Try another word.
     */
    none: string
    /**
     * When the search cannot run (the index did not load).
     */
    unavailable: string
    /**
     * Shown when the browser runs no JavaScript: results need it; the links below still help.
     */
    noScript: string
    /**
     * The heading of the links shown without JavaScript, e.g. Popular pages.
     */
    browseHeading: string
    /**
     * Pages offered to visitors whose browser runs no JavaScript.
     *
     * @minItems 1
     */
    browse: Link[]
  }
}
/**
 * The words of the parts that appear on every page: the cookie banner, the WhatsApp button and the "page not found" page (data/shell.yaml).
 */
export interface Shell {
  /**
   * Shown where bookable packages would be when none is left (all departed or sold out), on the home page, /umrah and /hajj.
   */
  newDates: {
    /**
     * e.g. New dates soon: register your interest.
     */
    heading: string
    /**
     * One or two sentences inviting visitors to register their interest.
     */
    text: string
    link: Link
  }
  cookieBanner: CookieBannerText
  whatsappButton: WhatsAppButtonText
  actionBar: ActionBarText
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
 * The slim bar at the foot of a phone's screen (Call · WhatsApp · Quote); it calls the main number and leads to the quote page of the menu's Get Quote.
 */
export interface ActionBarText {
  /**
   * What screen readers call the bar, e.g. Call, WhatsApp or get a quote.
   */
  label: string
  /**
   * The word on the call button, e.g. Call.
   */
  call: string
  /**
   * The word on the WhatsApp button, e.g. WhatsApp.
   */
  whatsapp: string
  /**
   * The word on the quote button, e.g. Quote.
   */
  quote: string
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
   * The figures of the booking terms (data/policies/terms-conditions.md quotes them as {flightDeposit}, {changeFee}, {balanceDueDays} and the cancellation bands), written once here.
   */
  bookingTerms: {
    /**
     * The deposit per person to book a flight, in pounds, e.g. 300. Quoted as {flightDeposit}.
     */
    flightDeposit: number
    /**
     * The fee per person for each change to a booking, in pounds, e.g. 100. Quoted as {changeFee}.
     */
    changeFee: number
    /**
     * How many days before departure the balance is due, e.g. 60. Cancelling earlier than this loses the deposit. Quoted as {balanceDueDays}.
     */
    balanceDueDays: number
    /**
     * The middle cancellation band: from the balance due day down to fromDays before departure, the client pays percent of the total cost; closer to departure, 100%.
     */
    lateCancellation: {
      /**
       * The last day of the middle band, in days before departure, e.g. 30 (so 59 to 30 days). Quoted as {lateCancellationToDays}; the last band starts the day after ({finalCancellationDays}).
       */
      fromDays: number
      /**
       * The share of the total cost charged in the middle band, e.g. 75. Quoted as {lateCancellationPercent}.
       */
      percent: number
    }
  }
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
   * The agency's name drawn beside the logo, the header's logotype: an SVG whose width and height are in the proportion 365 × 56, e.g. /images/logotype.svg.
   */
  logotype: string
  /**
   * The picture shown beside a page's address when it is shared (WhatsApp, Facebook, X), e.g. /images/share.png: a photograph or a drawing of any size; the site cuts it to 1200 × 630 around its subject.
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
   * Within how many hours the agency answers an enquiry, e.g. 24. The forms' thank-you messages quote it as {replyHours}; keep replyPromise saying the same.
   */
  replyHours: number
  /**
   * How many days an enquiry is kept on the website's storage after it has reached the agency's inbox, e.g. 30 (uploaded passport scans are deleted as soon as the e-mail carrying them is delivered). The privacy policy quotes it as {enquiryRetentionDays}.
   */
  enquiryRetentionDays: number
  /**
   * Within how many hours the agency answers questions about privacy and personal data, e.g. 48. The privacy and cookie policies quote it as {privacyReplyHours}.
   */
  privacyReplyHours: number
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
  rating: AggregateRating
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
   * The number as visitors read and dial it, e.g. 020 7946 0100, or with its country code, +966 12 345 6789. Links that call it are made from it: write it once, here.
   */
  display: string
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
   * The WhatsApp number as visitors read it, e.g. 07700 900123 (or with its country code, +44 7700 900123). The chat link is made from it.
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
  phone?: Phone
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
   * The reviews. The home page shows every one not marked hideFromHome: true, in this order.
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
  /**
   * Optional: switched on (hideFromHome: true), the home page leaves this review out. Every other review shows there, so a new one shows at once.
   */
  hideFromHome?: boolean
}
/**
 * The transport page /transport (data/transport.yaml).
 */
export interface TransportPage {
  hero: TransportHero
  services: TransportServices
  /**
   * The name of the general transport service in the Service list and e-mails, for buttons that are not about one service, e.g. General Transport Service.
   */
  generalService: string
  carousel: TransportCarousel
  features: TransportFeatures
  fleet: TransportFleet
  whyChoose: IconCardSection
  steps: TransportSteps
  closing: TransportClosing
  form: TransportFormText
}
/**
 * The large banner at the top of the page.
 */
export interface TransportHero {
  /**
   * The small gold line above the heading.
   */
  eyebrow: string
  /**
   * The main heading of the page.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The background picture, a file in public/images, e.g. /images/sample/flight.svg.
   */
  image: string
  /**
   * Short selling points shown with a tick (two to four read best).
   *
   * @minItems 1
   *
   * Items: One point, e.g. Reply within 24 hours.
   */
  points: string[]
  button: TransportButton
}
/**
 * A button that opens the transport booking window with a service chosen.
 */
export interface TransportButton {
  /**
   * The words on the button, e.g. Book Transport Now.
   */
  label: string
  /**
   * The service the booking window opens with: airport-transfer, haram-train, ziyarat-tours, private-hire (the services on the page), or general for the general transport service.
   */
  service: 'airport-transfer' | 'haram-train' | 'ziyarat-tours' | 'private-hire' | 'general'
}
/**
 * The four service tabs and their panels. Each service is also a choice of the booking form's Service list.
 */
export interface TransportServices {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One sentence under the heading.
   */
  text: string
  /**
   * What the row of tabs is called for screen-reader users, e.g. Transport services.
   */
  tabsLabel: string
  /**
   * The word before a price, e.g. From.
   */
  fromLabel: string
  /**
   * The button in each panel that opens the booking window with that service, e.g. Book This Service.
   */
  bookLabel: string
  /**
   * The services in the order of their tabs.
   *
   * @minItems 1
   * @maxItems 4
   */
  items: TransportService[]
}
/**
 * One service.
 */
export interface TransportService {
  /**
   * Which service this is: airport-transfer, haram-train, ziyarat-tours or private-hire. It is also the page address's #fragment that opens its tab.
   */
  id: 'airport-transfer' | 'haram-train' | 'ziyarat-tours' | 'private-hire'
  /**
   * The words on its tab, e.g. Airport Transfers.
   */
  tab: string
  /**
   * Its name in the booking form's Service list and in the agency's e-mail, e.g. Airport Transfer Service.
   */
  bookingName: string
  /**
   * The heading of its panel.
   */
  title: string
  /**
   * The lowest price in pounds, a plain number, e.g. 35.
   */
  price: number
  /**
   * What the price is for, e.g. per vehicle.
   */
  priceUnit: string
  /**
   * One or two sentences about the service.
   */
  description: string
  /**
   * What is included (four read best).
   *
   * @minItems 1
   *
   * Items: One thing included.
   */
  features: string[]
}
/**
 * The picture carousel: it moves on by itself every few seconds (not for visitors who ask their device for less motion), with previous, next, dots and a pause button.
 */
export interface TransportCarousel {
  /**
   * What the carousel is called for screen-reader users.
   */
  label: string
  /**
   * Seconds between pictures, e.g. 50.
   */
  intervalSeconds: number
  /**
   * The name of the previous button for screen-reader users.
   */
  previousLabel: string
  /**
   * The name of the next button.
   */
  nextLabel: string
  /**
   * The pause button's words.
   */
  pauseLabel: string
  /**
   * The play button's words.
   */
  playLabel: string
  /**
   * The name of a dot, followed by the picture's number, e.g. Show picture.
   */
  slideLabel: string
  /**
   * The pictures in order (four read best).
   *
   * @minItems 2
   */
  slides: TransportSlide[]
}
/**
 * One picture.
 */
export interface TransportSlide {
  /**
   * The picture, a file in public/images.
   */
  image: string
  /**
   * The caption's heading.
   */
  title: string
  /**
   * One sentence under it.
   */
  text: string
}
/**
 * The list of what every journey includes.
 */
export interface TransportFeatures {
  /**
   * The heading.
   */
  heading: string
  /**
   * One sentence under it.
   */
  text: string
  /**
   * The features, one line each.
   *
   * @minItems 1
   *
   * Items: One feature.
   */
  items: string[]
}
/**
 * The vehicles. They are also the choices of the booking form's Vehicle list.
 */
export interface TransportFleet {
  /**
   * The heading.
   */
  heading: string
  /**
   * One sentence under it.
   */
  text: string
  /**
   * The word after the number of seats, e.g. passengers.
   */
  passengersLabel: string
  /**
   * The words after the number of bags, e.g. large bags.
   */
  luggageLabel: string
  /**
   * The button on each vehicle, e.g. Get Quote: it opens the booking window with this vehicle chosen.
   */
  quoteLabel: string
  /**
   * The service the booking window opens with: airport-transfer, haram-train, ziyarat-tours, private-hire (the services above), or general for the general transport service.
   */
  quoteService: 'airport-transfer' | 'haram-train' | 'ziyarat-tours' | 'private-hire' | 'general'
  /**
   * The vehicles in order, smallest first.
   *
   * @minItems 1
   */
  vehicles: TransportVehicle[]
}
/**
 * One vehicle.
 */
export interface TransportVehicle {
  /**
   * Its name, e.g. Luxury Sedan. Also a choice of the booking form's Vehicle list.
   */
  name: string
  /**
   * How many passengers it seats, e.g. 3.
   */
  passengers: number
  /**
   * How many large bags it carries, e.g. 2.
   */
  luggage: number
  /**
   * Its picture, a file in public/images.
   */
  image: string
  /**
   * One sentence about it.
   */
  description: string
}
/**
 * The booking steps.
 */
export interface TransportSteps {
  /**
   * The heading.
   */
  heading: string
  /**
   * The steps in order (four read best).
   *
   * @minItems 1
   */
  items: TitledText[]
}
/**
 * The closing call to action.
 */
export interface TransportClosing {
  /**
   * The heading.
   */
  heading: string
  /**
   * One sentence.
   */
  text: string
  /**
   * The buttons, each opening the booking window.
   *
   * @minItems 1
   */
  buttons: TransportButton[]
}
/**
 * The booking window and its form: the name of every field, the choices and the messages. The form and send-transport-booking both use these words.
 */
export interface TransportFormText {
  /**
   * The title of the booking window.
   */
  windowTitle: string
  /**
   * One or two sentences at the top of the form.
   */
  intro: string
  /**
   * The headings of the form's groups of fields.
   */
  sections: {
    /**
     * Service, vehicle, passengers and bags.
     */
    service: string
    /**
     * Places, dates, times, flight and hotel.
     */
    journey: string
    /**
     * Child seats, wheelchair, female driver, meet and greet, requests.
     */
    extras: string
    /**
     * The visitor's details.
     */
    contact: string
  }
  /**
   * The name of each field as the visitor reads it; the agency's e-mail and error messages use the same words.
   */
  labels: {
    /**
     * The name of the firstName field.
     */
    firstName: string
    /**
     * The name of the lastName field.
     */
    lastName: string
    /**
     * The name of the email field.
     */
    email: string
    /**
     * The name of the phone field.
     */
    phone: string
    /**
     * The name of the serviceType field.
     */
    serviceType: string
    /**
     * The name of the vehicleType field.
     */
    vehicleType: string
    /**
     * The name of the passengers field.
     */
    passengers: string
    /**
     * The name of the luggage field.
     */
    luggage: string
    /**
     * The name of the pickupLocation field.
     */
    pickupLocation: string
    /**
     * The name of the pickupLocationOther field.
     */
    pickupLocationOther: string
    /**
     * The name of the dropoffLocation field.
     */
    dropoffLocation: string
    /**
     * The name of the dropoffLocationOther field.
     */
    dropoffLocationOther: string
    /**
     * The name of the pickupDate field.
     */
    pickupDate: string
    /**
     * The name of the pickupTime field.
     */
    pickupTime: string
    /**
     * The name of the returnDate field.
     */
    returnDate: string
    /**
     * The name of the returnTime field.
     */
    returnTime: string
    /**
     * The name of the flightNumber field.
     */
    flightNumber: string
    /**
     * The name of the hotelName field.
     */
    hotelName: string
    /**
     * The name of the childSeats field.
     */
    childSeats: string
    /**
     * The name of the wheelchairAccess field.
     */
    wheelchairAccess: string
    /**
     * The name of the femaleDriver field.
     */
    femaleDriver: string
    /**
     * The name of the meetGreet field.
     */
    meetGreet: string
    /**
     * The name of the specialRequests field.
     */
    specialRequests: string
    /**
     * The name of the preferredContact field.
     */
    preferredContact: string
  }
  /**
   * The grey examples in empty fields.
   */
  placeholders: {
    /**
     * Example flight number.
     */
    flightNumber: string
    /**
     * Example hotel.
     */
    hotelName: string
  }
  /**
   * The line under the child seats: what the highest number means.
   */
  childSeatsNote: string
  /**
   * The last pickup and drop-off choice, which asks where, e.g. Other.
   */
  otherLocation: string
  /**
   * The pickup and drop-off places, in the order shown (Other is added last).
   *
   * @minItems 1
   *
   * Items: One place, e.g. Jeddah Airport.
   */
  locations: string[]
  /**
   * The form's Vehicle list, in the order shown (the specification's: Luxury Sedan, Premium SUV, Minibus, Luxury Coach). It may differ from the fleet shown on the page: a fleet vehicle's Get Quote chooses it in the form only when it is listed here.
   *
   * @minItems 1
   *
   * Items: One vehicle, e.g. Luxury Coach.
   */
  vehicles: string[]
  /**
   * The choices of the lists that are not built from the services and the fleet.
   */
  options: {
    /**
     * How the visitor would like to be contacted; the first is chosen at the start.
     *
     * @minItems 1
     */
    preferredContact: FormOption[]
  }
  /**
   * The first line of a list nothing has been chosen in.
   */
  choosePrompt: string
  /**
   * The first line of the Vehicle list, meaning no preference.
   */
  anyVehicle: string
  /**
   * The send button.
   */
  submitLabel: string
  /**
   * The button that closes the window without sending.
   */
  cancelLabel: string
  /**
   * The send button while the booking is on its way.
   */
  sendingLabel: string
  /**
   * What the visitor reads when the booking has arrived. It must contain the word successfully (shown in green).
   */
  successText: string
  /**
   * What the visitor reads when the server fails without saying why (shown in red).
   */
  failureText: string
  messages: TransportFormMessages
}
/**
 * What the visitor reads under a field that is missing or wrong, and in the error sentence after sending.
 */
export interface TransportFormMessages {
  /**
   * The message under the field when first name is missing or wrong, e.g. Please enter your first name.
   */
  firstName: string
  /**
   * The message under the field when last name is missing or wrong, e.g. Please enter your last name.
   */
  lastName: string
  /**
   * The message under the field when email is missing or wrong, e.g. Please enter your e-mail address.
   */
  email: string
  /**
   * The message under the field when phone is missing or wrong, e.g. Please enter your phone number.
   */
  phone: string
  /**
   * The message under the field when service type is missing or wrong, e.g. Please choose a service from the list.
   */
  serviceType: string
  /**
   * The message under the field when vehicle type is missing or wrong, e.g. Please choose a vehicle from the list.
   */
  vehicleType: string
  /**
   * The message under the field when passengers is missing or wrong, e.g. Please choose the number of passengers from the list.
   */
  passengers: string
  /**
   * The message under the field when luggage is missing or wrong, e.g. Please choose the number of large bags from the list.
   */
  luggage: string
  /**
   * The message under the field when pickup location is missing or wrong, e.g. Please choose where we pick you up.
   */
  pickupLocation: string
  /**
   * The message under the field when pickup location other is missing or wrong, e.g. Please tell us where we pick you up.
   */
  pickupLocationOther: string
  /**
   * The message under the field when dropoff location is missing or wrong, e.g. Please choose where we take you.
   */
  dropoffLocation: string
  /**
   * The message under the field when dropoff location other is missing or wrong, e.g. Please tell us where we take you.
   */
  dropoffLocationOther: string
  /**
   * The message under the field when pickup date is missing or wrong, e.g. Please choose the pickup date.
   */
  pickupDate: string
  /**
   * The message under the field when date invalid is missing or wrong, e.g. Please enter the date as a date, e.g. 2026-10-12.
   */
  dateInvalid: string
  /**
   * The message under the field when pickup date past is missing or wrong, e.g. The pickup date cannot be in the past.
   */
  pickupDatePast: string
  /**
   * The message under the field when pickup time is missing or wrong, e.g. Please choose the pickup time.
   */
  pickupTime: string
  /**
   * The message under the field when time invalid is missing or wrong, e.g. Please enter the time as hours and minutes, e.g. 14:30.
   */
  timeInvalid: string
  /**
   * The message under the field when return date is missing or wrong, e.g. Please choose the return date for your return time.
   */
  returnDate: string
  /**
   * The message under the field when return before pickup is missing or wrong, e.g. The return must be after the pickup.
   */
  returnBeforePickup: string
  /**
   * The message under the field when child seats is missing or wrong, e.g. Please choose {min} to {max} child seats. Keep {min}: the form puts in the smallest number allowed. Keep {max}: the form puts in the largest number allowed.
   */
  childSeats: string
  /**
   * The message under the field when preferred contact is missing or wrong, e.g. Please choose how we should contact you.
   */
  preferredContact: string
}
/**
 * The Umrah packages (data/umrah.yaml). Prices are per person in pounds, written as plain numbers. Every package is shown on the home page and in the comparison of /umrah; a package with detailPage: true also has its own page at /umrah/<id>, with the detail fields below.
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
 * One Umrah package. With detailPage: true its page also needs subtitle, description, highlights, itinerary, inclusions, exclusions, hotels, brochureFile, guidedTour, accommodation and rating: the build stops and names any that is missing.
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
  roomPrices?: RoomPrices
  /**
   * Optional: how many days the trip is sold as, when that differs from the calendar days from departure to return (both counted). Leave it out and the days are counted from the dates.
   */
  days?: number
  /**
   * The day the group flies from London, written YYYY-MM-DD, e.g. 2025-10-25. Pages show it as 25 October 2025; from the day after, the package is shown as departed (no booking links) without anyone editing.
   */
  departure: string
  /**
   * The day the group flies back, written YYYY-MM-DD, e.g. 2025-11-03. Must be after the departure. The duration is counted from these two dates.
   */
  return: string
  /**
   * Optional: the last day of the early-bird offer, written YYYY-MM-DD; must be before the departure. Until then the struck-through originalPrice and the early-bird note show; after it they disappear.
   */
  earlyBirdUntil?: string
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
   * true when no places are left: the package shows a disabled Sold Out button and View Other Packages instead of booking links. A package whose departure has passed is shown as departed without this. Default false.
   */
  soldOut?: boolean
  /**
   * true to mark the package Most Popular. Default false.
   */
  popular?: boolean
  /**
   * true to give the package its own page at /umrah/<id> (it then needs the detail fields). Default false.
   */
  detailPage?: boolean
  /**
   * The package's picture, a file in public/images, e.g. /images/sample/makkah-dusk.svg.
   */
  image: string
  /**
   * true for the sample departures the site ships with (like the sample artwork), which the agency replaces with its own. Default false.
   */
  sample?: boolean
  /**
   * What is included, one short line each, shown with a tick on the package cards.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  features: string[]
  /**
   * Detail page: one line under the title, e.g. Autumn half-term Umrah with Qatar Airways.
   */
  subtitle?: string
  /**
   * Detail page: the overview, a short paragraph about the trip and who it suits.
   */
  description?: string
  /**
   * Detail page: the best things about this trip, one short line each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  highlights?: string[]
  /**
   * Detail page: the day-by-day plan, in order.
   *
   * @minItems 1
   */
  itinerary?: UmrahItineraryDay[]
  /**
   * Detail page: everything the price includes, one line each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  inclusions?: string[]
  /**
   * Detail page: what the price does not include, one line each, so nobody is surprised.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  exclusions?: string[]
  hotels?: UmrahPackageHotels
  /**
   * Detail page and /umrah: the file name of the package's PDF brochure in public/brochures, e.g. umrah-october-2025.pdf. Visitors download it from /brochures/<file>; the build fails if the file is missing.
   */
  brochureFile?: string
  /**
   * Detail page: who guides the group, e.g. Guided throughout by a UK scholar and group leaders.
   */
  guidedTour?: string
  /**
   * Detail page and /umrah: the nights in each city and the rooms, e.g. 5 nights Makkah, 4 nights Madinah; quad, triple or double rooms.
   */
  accommodation?: string
  /**
   * Detail page and /umrah: the package's star rating (the hotels' class), from 0 to 5, e.g. 5.
   */
  rating?: number
}
/**
 * One day (or a few days) of the trip.
 */
export interface UmrahItineraryDay {
  /**
   * Which day, as shown, e.g. Day 1 or Days 3–5.
   */
  day: string
  /**
   * What happens, in a few words, e.g. Arrival in Makkah and Umrah.
   */
  title: string
  /**
   * One or two sentences about the day.
   */
  description: string
}
/**
 * Detail page: the hotel in Makkah and the hotel in Madinah.
 */
export interface UmrahPackageHotels {
  makkah: UmrahHotel
  madinah: UmrahHotel
}
/**
 * A hotel of an Umrah package.
 */
export interface UmrahHotel {
  /**
   * The hotel's name.
   */
  name: string
  /**
   * The hotel's stars, from 0 to 5, e.g. 5.
   */
  rating: number
  /**
   * How far it is from the mosque, e.g. 6 minutes' walk from the Haram.
   */
  distance: string
  /**
   * A picture of the hotel, a file in public/images, e.g. /images/sample/hotel.svg.
   */
  image: string
  /**
   * What the stay includes, one short line each, e.g. Breakfast included.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  features: string[]
}
/**
 * The words and links of the Umrah packages page (/umrah) and of every Umrah package page (/umrah/<id>) (data/umrah-page.yaml). The packages themselves are in data/umrah.yaml.
 */
export interface UmrahPage {
  hero: UmrahPageHero
  packages: UmrahPackageTabsSection
  rituals: UmrahRitualsSection
  bestTimes: UmrahBestTimesSection
  services: HighlightSection
  comparison: SectionIntro
  callToAction: CallToAction
  detail: UmrahDetailPageText
}
/**
 * The banner at the top of /umrah.
 */
export interface UmrahPageHero {
  /**
   * The short line above the heading, e.g. Umrah from London.
   */
  eyebrow: string
  /**
   * The main heading of the page.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The background picture, a file in public/images, e.g. /images/sample/kaaba-night.svg.
   */
  image: string
  /**
   * Up to four short selling points shown with a tick under the text, e.g. ATOL protected.
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  points: string[]
  primary: Link
  secondary: Link
}
/**
 * The packages section of /umrah: one tab per package.
 */
export interface UmrahPackageTabsSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * What the row of tabs is, read out by screen readers, e.g. Umrah departures.
   */
  tabsLabel: string
  /**
   * Optional: the ids of the packages of data/umrah.yaml that get a tab, in order, e.g. [december-2026, february-2027]. Leave it out (recommended) and every package with detailPage: true gets a tab, in departure order, so a new departure needs no line here. The first tab still bookable is shown when the page opens.
   *
   * @minItems 1
   *
   * Items: A short name used in page addresses and references: lower-case letters, digits and hyphens, e.g. october-2025. Each id must be unique in its file.
   */
  tabs?: string[]
  /**
   * Where View Other Packages (sold-out packages) and All Packages lead, e.g. /umrah#all-packages (the comparison table).
   */
  otherPackagesLink: string
}
/**
 * The rites of Umrah, in the order they are performed.
 */
export interface UmrahRitualsSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The rites, numbered in this order.
   *
   * @minItems 1
   */
  steps: UmrahRitual[]
}
/**
 * One rite of Umrah.
 */
export interface UmrahRitual {
  /**
   * The name of the rite, e.g. Tawaf.
   */
  title: string
  /**
   * The name in Arabic script, e.g. طواف.
   */
  arabic: string
  /**
   * One or two sentences on what the pilgrim does.
   */
  description: string
}
/**
 * When to go: the seasons and what each is like.
 */
export interface UmrahBestTimesSection {
  /**
   * The heading of the section.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * The seasons, in the order they are shown (four fit one row).
   *
   * @minItems 1
   */
  items: UmrahSeason[]
}
/**
 * One time of year.
 */
export interface UmrahSeason {
  /**
   * The name of the season, e.g. Ramadan.
   */
  title: string
  /**
   * The months, e.g. February–March 2026.
   */
  when: string
  /**
   * One or two sentences: weather, crowds, prices.
   */
  description: string
  icon: IconName
}
/**
 * The words and links shared by every Umrah package page (/umrah/<id>).
 */
export interface UmrahDetailPageText {
  /**
   * What search engines show under each package page's title, with the package's facts filled in: {subtitle}, {dates}, {duration} and {price}, e.g. {subtitle}: {dates}, {duration}, {price} per person.
   */
  metaDescription: string
  /**
   * The short line above the package's title, e.g. Group Umrah from London.
   */
  eyebrow: string
  breadcrumb: Link
  headings: UmrahDetailHeadings
  /**
   * Shown under the price in the side panel, e.g. per person, sharing a quad room.
   */
  priceNote: string
  bookLink: Link
  contactLink: Link
  /**
   * Where View Other Packages leads on a sold-out package, e.g. /umrah#all-packages.
   */
  otherPackagesLink: string
  promoVideo: UmrahPromoVideo
}
/**
 * The headings of the parts of a package page.
 */
export interface UmrahDetailHeadings {
  /**
   * Above the package's description, e.g. Overview.
   */
  overview: string
  /**
   * Above the highlights, e.g. Package Highlights.
   */
  highlights: string
  /**
   * Above the day-by-day plan, e.g. Day-by-Day Itinerary.
   */
  itinerary: string
  /**
   * Above what is included, e.g. What's Included.
   */
  inclusions: string
  /**
   * Above what is not included, e.g. Not Included.
   */
  exclusions: string
  /**
   * Above the two hotels, e.g. Your Hotels.
   */
  hotels: string
  /**
   * The label of the Makkah hotel, e.g. Makkah.
   */
  makkahHotel: string
  /**
   * The label of the Madinah hotel, e.g. Madinah.
   */
  madinahHotel: string
}
/**
 * The promotional video block shown on every package page. It is always the same video, whichever package the page is about. YouTube loads only when a visitor presses play.
 */
export interface UmrahPromoVideo {
  /**
   * The short line above the heading, e.g. Watch the journey.
   */
  eyebrow: string
  /**
   * The heading of the block, e.g. Umrah October 2025.
   */
  heading: string
  /**
   * One or two sentences beside the video.
   */
  text: string
  /**
   * The 11 characters after v= in the YouTube address, e.g. dQw4w9WgXcQ.
   */
  youtubeId: string
  /**
   * The title of the video (the player's title and the play button's name).
   */
  title: string
  /**
   * The picture shown before the video is played, a file in public/images.
   */
  poster: string
  /**
   * How long the video lasts, minutes:seconds, in quotes, e.g. "4:12".
   */
  duration: string
  link: Link
}
/**
 * The Saudi visa page /visa (data/visa.yaml): the four visas of Saudi Arabia the agency applies for, one tab each, and the texts around them. Prices are in pounds, written as plain numbers. The visa titles are also the choices of the application form (forms/visa-types.generated.ts).
 */
export interface SaudiVisaPage {
  hero: VisaPageHero
  services: SaudiVisaServices
  whyChoose: IconCardSection
  notice: VisaNotice
  related: VisaRelatedLinks
}
/**
 * The section with one tab per visa. Each tab shows the overview, the required documents, the processing steps and a price panel with Apply Now (the application form), Free Consultation and Document Checklist (coming soon).
 */
export interface SaudiVisaServices {
  /**
   * The heading of the section, e.g. Choose Your Saudi Visa.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  text: string
  /**
   * What the row of tabs is called for screen-reader users, e.g. Saudi visa types.
   */
  tabsLabel: string
  /**
   * Where the Free Consultation button leads, e.g. /contact#contact-form (the contact form).
   */
  consultation: string
  /**
   * The visas, one tab each, in the order of the tabs. The first tab is shown when the page opens.
   *
   * @minItems 1
   */
  visas: SaudiVisa[]
}
/**
 * One Saudi visa.
 */
export interface SaudiVisa {
  /**
   * A short name for the tab: lower-case letters, digits and hyphens, e.g. umrah. Unique in this file; /visa#<id> opens this tab.
   */
  id: string
  /**
   * The visa's name on its tab and in the form, e.g. Umrah Visa. It is sent as the visa type with every application: every build compiles it into the form.
   */
  title: string
  /**
   * Optional: who may apply, shown under the title, e.g. For UK passport holders.
   */
  eligibility?: string
  /**
   * How long the holder may stay, e.g. 30 days.
   */
  duration: string
  /**
   * How long the application takes, e.g. 3-5 working days.
   */
  processing: string
  /**
   * The price in pounds, a plain number, e.g. 190.
   */
  price: number
  /**
   * true when the price is a starting price, shown as From £190. Leave it out for a fixed price.
   */
  priceFrom?: boolean
  /**
   * How long the visa can be used, e.g. 3 months from issue.
   */
  validity: string
  /**
   * How many entries it allows, e.g. Single entry or Multiple entry.
   */
  entries: string
  /**
   * The overview: two or three sentences about the visa and who it is for.
   */
  description: string
  /**
   * The documents the applicant must provide, most important first.
   *
   * @minItems 1
   *
   * Items: One document, e.g. Passport valid for at least 6 months.
   */
  requirements: string[]
  /**
   * The processing steps, in order, from sending the form to receiving the visa.
   *
   * @minItems 1
   *
   * Items: One step, one sentence.
   */
  steps: string[]
}
/**
 * The words the three visa pages (/visa, /schengen-visa, /bangladesh-visa) share around their content (data/visa-labels.yaml): block headings, fact labels, button texts, the fee table, the office cards and the application windows' titles.
 */
export interface VisaLabels {
  blocks: VisaBlockLabels
  facts: VisaFactLabels
  actions: VisaActionLabels
  feeTable: VisaFeeTableLabels
  offices: VisaOfficeLabels
  windows: VisaWindowLabels
  printedChecklist: VisaPrintedChecklistLabels
}
/**
 * The headings of the blocks of a tab.
 */
export interface VisaBlockLabels {
  /**
   * Above the description of a visa or country, e.g. Overview.
   */
  overview: string
  /**
   * Above the list of documents, e.g. Required Documents.
   */
  requiredDocuments: string
  /**
   * Above the numbered steps of a Saudi visa, e.g. Processing Steps.
   */
  processingSteps: string
  /**
   * Above the benefits of a Bangladesh service, e.g. Key Benefits.
   */
  keyBenefits: string
  /**
   * Above what the price of a Bangladesh service includes, e.g. Service charges.
   */
  serviceCharges: string
}
/**
 * The names of the facts beside a price or under a Bangladesh service's description.
 */
export interface VisaFactLabels {
  /**
   * How long a Saudi visa lets you stay, e.g. Length of stay.
   */
  lengthOfStay: string
  /**
   * How long the application takes (price card), e.g. Processing.
   */
  processing: string
  /**
   * How long a Bangladesh service takes, e.g. Processing time.
   */
  processingTime: string
  /**
   * How long the visa or document is valid, e.g. Validity.
   */
  validity: string
  /**
   * Single or multiple entry, e.g. Entries.
   */
  entries: string
  /**
   * How long a Schengen visa lets you stay, e.g. Stay.
   */
  stay: string
  /**
   * How long the passport must be valid, e.g. Passport.
   */
  passport: string
  /**
   * When to apply for a Schengen visa, e.g. Apply.
   */
  apply: string
  /**
   * The starting fee of a Bangladesh service, e.g. Fee.
   */
  fee: string
  /**
   * Visa-Free Entry or Document Service, e.g. Service type.
   */
  serviceType: string
}
/**
 * The buttons of the price card. Apply Now, Free Consultation and Document Checklist (Coming Soon) are the specification's words; a Bangladesh service's own button text is in data/bangladesh-visa.yaml (applyLabel).
 */
export interface VisaActionLabels {
  /**
   * Opens the application window of a Saudi visa or Schengen country, e.g. Apply Now.
   */
  apply: string
  /**
   * Leads to the contact form, e.g. Free Consultation.
   */
  consultation: string
  /**
   * Downloads a Bangladesh service's printable checklist, e.g. Download Forms.
   */
  downloadForms: string
  /**
   * A Saudi visa feature that is not ready yet, e.g. Document Checklist.
   */
  documentChecklist: string
  /**
   * The badge beside it, e.g. Coming Soon.
   */
  comingSoon: string
}
/**
 * The fee table of the e-passport and NID services.
 */
export interface VisaFeeTableLabels {
  /**
   * The heading of the options column, e.g. Option.
   */
  option: string
  /**
   * The heading of the prices column, e.g. Fee.
   */
  fee: string
  /**
   * The row of the express supplement, e.g. Express service (any option).
   */
  express: string
}
/**
 * The small headings of the office cards.
 */
export interface VisaOfficeLabels {
  /**
   * Above a Schengen country's consulate, e.g. Consulate Information.
   */
  consulate: string
  /**
   * Above the Bangladesh High Commission, e.g. Bangladesh High Commission.
   */
  highCommission: string
}
/**
 * The titles of the application windows ({visa} and {country} are replaced by the tab's name; a Bangladesh service's title is in data/bangladesh-visa.yaml).
 */
export interface VisaWindowLabels {
  /**
   * The Saudi application window's title; must contain {visa}, e.g. Apply for {visa}.
   */
  saudi: string
  /**
   * The Schengen application window's title; must contain {country}, e.g. Schengen Visa Application – {country}.
   */
  schengen: string
}
/**
 * The words of the printable Bangladesh checklists (/forms/<formsFile> of each service in data/bangladesh-visa.yaml), which every build prints.
 */
export interface VisaPrintedChecklistLabels {
  /**
   * The checklist's heading; {service} is replaced by the service's title, e.g. {service}: Application Checklist.
   */
  title: string
  /**
   * Above the documents to tick, e.g. Documents to Bring or Send (tick each one).
   */
  documents: string
  /**
   * Above the blank fields to fill in by hand, e.g. Your Details.
   */
  details: string
  /**
   * The last line. {office}, {website}, {phone} and {email} are replaced by the agency's address, the service's page, the visa phone number and e-mail (data/site.yaml).
   */
  footer: string
}
/**
 * The 'why choose us' carousel of trust cards shown on the Umrah page (/umrah) and the Hajj page (/hajj) (data/why-choose-us.yaml).
 */
export interface WhyChooseUsContent {
  /**
   * The heading above the carousel, e.g. Why Choose Us for Your Pilgrimage.
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  intro: string
  /**
   * The trust cards, in the order they are shown. The carousel shows 3 cards at a time on wide screens, 2 on tablets and 1 on phones, and moves at most 2 cards along (3 dots), so it needs at least 5 cards and the first cards are the ones most visitors see: put the most important first.
   *
   * @minItems 5
   */
  cards: Highlight[]
}
/**
 * Short words used on many pages: labels, buttons and what screen readers hear (data/words.yaml).
 */
export interface Words {
  /**
   * e.g. (opens in a new tab)
   */
  newTab: string
  /**
   * e.g. Skip to main content
   */
  skipToContent: string
  /**
   * e.g. Close
   */
  close: string
  /**
   * e.g. Cancel
   */
  cancel: string
  /**
   * e.g. Remove
   */
  remove: string
  /**
   * e.g. (optional)
   */
  optional: string
  /**
   * e.g. {first} and {second}. It must keep {first}, {second}: the site puts the value there.
   */
  and: string
  price: {
    /**
     * e.g. From
     */
    from: string
    /**
     * e.g. was
     */
    was: string
    /**
     * e.g. / night
     */
    perNight: string
    /**
     * e.g. per person
     */
    perPerson: string
    /**
     * Said where a "from" price stands (home page cards, the Hajj comparison and its guide, search descriptions) while nothing of that catalogue can be booked, e.g. New dates soon
     */
    newDatesSoon: string
  }
  rating: {
    /**
     * e.g. Rated {rating} out of {best}. It must keep {rating}, {best}: the site puts the value there.
     */
    stars: string
    /**
     * e.g. {count} reviews. It must keep {count}: the site puts the value there.
     */
    reviews: string
  }
  carousel: {
    /**
     * e.g. carousel
     */
    carousel: string
    /**
     * e.g. slide
     */
    slide: string
    /**
     * e.g. {number} of {total}. It must keep {number}, {total}: the site puts the value there.
     */
    position: string
  }
  contact: {
    /**
     * e.g. Call us
     */
    callUs: string
    /**
     * e.g. Call
     */
    call: string
    /**
     * e.g. Phone
     */
    phone: string
    /**
     * e.g. E-mail
     */
    email: string
    /**
     * e.g. E-mail address
     */
    emailAddress: string
    /**
     * e.g. WhatsApp
     */
    whatsapp: string
    /**
     * e.g. WhatsApp us
     */
    whatsappUs: string
    /**
     * e.g. Chat on WhatsApp
     */
    chatOnWhatsApp: string
    /**
     * e.g. Visit us
     */
    visitUs: string
    /**
     * e.g. Address
     */
    address: string
    /**
     * e.g. Hours
     */
    hours: string
    /**
     * e.g. Opening hours
     */
    openingHours: string
    /**
     * A closed day in the home page's one-line opening hours (Sun closed), e.g. closed
     */
    closed: string
    /**
     * The label of the office address beside the home page's form, e.g. London office
     */
    londonOffice: string
    /**
     * e.g. Offices:
     */
    offices: string
    /**
     * e.g. General enquiries
     */
    generalEnquiries: string
    /**
     * e.g. Hajj
     */
    hajj: string
    /**
     * e.g. Umrah
     */
    umrah: string
    /**
     * e.g. Visas
     */
    visas: string
  }
  agency: {
    /**
     * e.g. ATOL
     */
    atol: string
    /**
     * e.g. ATOL protected · ATOL number
     */
    atolProtected: string
    /**
     * e.g. Payments
     */
    payments: string
    /**
     * e.g. Services
     */
    services: string
    /**
     * e.g. Good to know
     */
    goodToKnow: string
  }
  navigation: {
    /**
     * e.g. Breadcrumb
     */
    breadcrumb: string
    /**
     * e.g. Main
     */
    main: string
    /**
     * e.g. On this page
     */
    onThisPage: string
    /**
     * e.g. Contact details
     */
    contactDetails: string
    /**
     * e.g. Phone numbers and e-mail
     */
    phonesAndEmail: string
    /**
     * What screen readers hear on the phone menu's button, e.g. Menu
     */
    menu: string
    /**
     * The name of the phone menu for screen readers, e.g. Main menu
     */
    mainMenu: string
    /**
     * e.g. Home (the first step of every breadcrumb trail)
     */
    home: string
    /**
     * Beside a menu link on a page in another language that leads to a page not yet in that language, e.g. (English)
     */
    englishOnly: string
  }
  footer: {
    /**
     * e.g. Follow us
     */
    followUs: string
    /**
     * e.g. {name} on {network}. It must keep {name}, {network}: the site puts the value there.
     */
    followOn: string
    /**
     * e.g. Contact
     */
    contact: string
    /**
     * e.g. All rights reserved.
     */
    rights: string
  }
  video: {
    /**
     * The video window's heading while no video's own title is known, e.g. Video
     */
    title: string
    /**
     * e.g. Play video:
     */
    play: string
    /**
     * e.g. Duration
     */
    duration: string
    /**
     * e.g. {count} views. It must keep {count}: the site puts the value there.
     */
    views: string
    /**
     * Shown in the video window instead of a video while data/ holds a sample video id (a made-up id, which the launch check refuses), e.g. A sample video: our own film will be shown here.
     */
    sample: string
  }
  forms: {
    /**
     * e.g. I'm not a robot
     */
    notRobot: string
    /**
     * e.g. Development captcha stand-in: no reCAPTCHA keys are configured on this machine. The live site uses Google reCAPTCHA.
     */
    captchaStandIn: string
    /**
     * e.g. {field}: chosen files. It must keep {field}: the site puts the value there.
     */
    chosenFiles: string
    /**
     * e.g. Remove {name}. It must keep {name}: the site puts the value there.
     */
    removeFile: string
    /**
     * e.g. Files chosen: {size} of {max}. It must keep {size}, {max}: the site puts the value there.
     */
    filesChosen: string
    /**
     * e.g. {kinds}, up to {count} files.. It must keep {kinds}, {count}: the site puts the value there.
     */
    upToFiles: string
    /**
     * e.g. {kinds}. (the kinds of file one upload takes, said beside it, as a sentence). It must keep {kinds}: the site puts the value there.
     */
    fileKinds: string
    /**
     * e.g. Submitting...
     */
    submitting: string
    /**
     * e.g. Sending...
     */
    sending: string
    /**
     * e.g. Subscribing...
     */
    subscribing: string
    /**
     * e.g. Send Message
     */
    sendMessage: string
    /**
     * e.g. Please choose
     */
    pleaseChoose: string
    /**
     * e.g. Select a subject
     */
    selectSubject: string
    /**
     * e.g. Select a month
     */
    selectMonth: string
    /**
     * e.g. Select a package
     */
    selectPackage: string
    /**
     * e.g. No preference
     */
    noPreference: string
    /**
     * e.g. {name} application. It must keep {name}: the site puts the value there.
     */
    application: string
    /**
     * e.g. {country} Schengen visa application. It must keep {country}: the site puts the value there.
     */
    schengenApplication: string
    /**
     * e.g. Leave this field empty
     */
    honeypot: string
    /**
     * e.g. Select {field}. It must keep {field}: the site puts the value there.
     */
    selectPrompt: string
  }
  notes: {
    /**
     * e.g. Important:
     */
    important: string
  }
  errors: {
    /**
     * e.g. Error 404
     */
    code404: string
  }
  booking: {
    /**
     * e.g. Book Now
     */
    bookNow: string
    /**
     * e.g. Book {name}. It must keep {name}: the site puts the value there.
     */
    bookNamed: string
  }
  status: {
    /**
     * A package marked soldOut: true, e.g. Sold Out
     */
    soldOut: string
    /**
     * A package whose departure date has passed, e.g. Departed
     */
    departed: string
    /**
     * The badge of a package marked popular: true (Umrah), e.g. Most Popular
     */
    mostPopular: string
    /**
     * The badge of a popular Hajj package, e.g. Popular
     */
    popular: string
    /**
     * A package that can still be booked and is not marked popular, in the /umrah tabs and table, e.g. Places available
     */
    placesAvailable: string
  }
  facts: {
    /**
     * e.g. Package
     */
    package: string
    /**
     * e.g. Dates
     */
    dates: string
    /**
     * e.g. Duration
     */
    duration: string
    /**
     * e.g. Departure
     */
    departure: string
    /**
     * e.g. Distance
     */
    distance: string
    /**
     * e.g. Flights
     */
    flights: string
    /**
     * e.g. Hotels
     */
    hotels: string
    /**
     * e.g. Stay
     */
    stay: string
    /**
     * e.g. Group
     */
    group: string
    /**
     * e.g. Guided tour
     */
    guidedTour: string
    /**
     * e.g. Price per person
     */
    pricePerPerson: string
    /**
     * e.g. Status
     */
    status: string
    /**
     * e.g. Validity
     */
    validity: string
    /**
     * e.g. Processing
     */
    processing: string
  }
  packages: {
    /**
     * e.g. View Details
     */
    viewDetails: string
    /**
     * The button of a package card while its early-bird offer runs, e.g. View Details - Early Bird Offers
     */
    viewDetailsEarlyBird: string
    /**
     * Read out by screen readers after View Details, with the package's name, e.g. of {title}. It must keep {title}: the site puts the value there.
     */
    detailsOf: string
    /**
     * Read out by screen readers after a Hajj card's registration button, with the package's name, e.g. in {title}. It must keep {title}: the site puts the value there.
     */
    registerIn: string
    /**
     * e.g. All Packages
     */
    allPackages: string
    /**
     * Beside the disabled button of a sold-out or departed package, e.g. View Other Packages
     */
    otherPackages: string
    /**
     * The link to a sold-out or departed package's own page on /umrah, e.g. View package details
     */
    packageDetails: string
    /**
     * The brochure button on an Umrah package's page, e.g. Download Brochure (PDF)
     */
    downloadBrochure: string
    /**
     * The brochure link of a package tab on /umrah, e.g. Download brochure (PDF)
     */
    brochureLink: string
    /**
     * The name of a package page's booking panel for screen readers, e.g. Price and booking: {title}. It must keep {title}: the site puts the value there.
     */
    priceAndBooking: string
  }
  hajj: {
    /**
     * A group of the Hajj registration form's package list, {type} being Shifting or Non-shifting (data/hajj.yaml types), e.g. {type} packages. It must keep {type}: the site puts the value there.
     */
    typePackages: string
    /**
     * Under each of the shifting / non-shifting buttons of /hajj, e.g. {count} packages. It must keep {count}: the site puts the value there.
     */
    packageCount: string
    /**
     * A package in the Hajj registration form's list, e.g. {title} ({id}) – from {price}. It must keep {title}, {id}, {price}: the site puts the value there.
     */
    packageChoice: string
    /**
     * About the Hajj guide's PDF on /hajj-packages-comparison, e.g. PDF · {pages} pages · {size}. It must keep {pages}, {size}: the site puts the value there.
     */
    guideFile: string
    /**
     * e.g. {title} – Hajj {year}. It must keep {title} and {year}: the site puts the values there.
     */
    tripName: string
    /**
     * The Hajj season as a choice of the home page's enquiry form, e.g. Hajj {year}. It must keep {year}: the site puts the year there.
     */
    seasonChoice: string
  }
  home: {
    /**
     * The heading of the home page's ATOL and reviews strip, read by screen readers only, e.g. Why pilgrims trust us
     */
    trustHeading: string
    /**
     * The link of each service card on the home page, e.g. Explore
     */
    explore: string
  }
  hotels: {
    /**
     * e.g. Features
     */
    features: string
    /**
     * e.g. +{count} more. It must keep {count}: the site puts the value there.
     */
    more: string
    /**
     * e.g. View All Hotels
     */
    showAll: string
    /**
     * e.g. Hotels in {city}. It must keep {city}: the site puts the value there.
     */
    inCity: string
    /**
     * e.g. Book a hotel
     */
    bookHotel: string
    /**
     * e.g. 1 hotel
     */
    oneHotel: string
    /**
     * e.g. {count} hotels. It must keep {count}: the site puts the value there.
     */
    hotelCount: string
    /**
     * e.g. Showing {hotels}. It must keep {hotels}: the site puts the value there.
     */
    showing: string
  }
  slideshow: {
    /**
     * e.g. Current offers
     */
    label: string
    /**
     * e.g. Previous offer
     */
    previous: string
    /**
     * e.g. Next offer
     */
    next: string
    /**
     * e.g. Show offer {number}: {title}. It must keep {number}, {title}: the site puts the value there.
     */
    show: string
    /**
     * e.g. Play slideshow
     */
    play: string
    /**
     * e.g. Pause slideshow
     */
    pause: string
  }
  cardCarousel: {
    /**
     * e.g. Previous card
     */
    previous: string
    /**
     * e.g. Next card
     */
    next: string
    /**
     * e.g. Show from card {number}. It must keep {number}: the site puts the value there.
     */
    show: string
    /**
     * e.g. Start autoplay
     */
    play: string
    /**
     * e.g. Pause autoplay
     */
    pause: string
  }
  pages: {
    /**
     * e.g. Page Not Found
     */
    notFoundTitle: string
    /**
     * e.g. Hajj packages
     */
    hajjPackages: string
    /**
     * e.g. Umrah packages
     */
    umrahPackages: string
    /**
     * e.g. {name} services. It must keep {name}: the site puts the value there.
     */
    services: string
    /**
     * The end of a Hajj package page's title in search results when data/routes.yaml has none, e.g. Hajj Package
     */
    hajjPackage: string
  }
  visa: {
    /**
     * e.g. (PDF, {size}). It must keep {size}: the site puts the value there.
     */
    fileSize: string
    /**
     * e.g. (we apply for this country)
     */
    weApply: string
    /**
     * e.g. Apply Now
     */
    applyNow: string
    /**
     * Read out by screen readers after a visa card's Apply Now, e.g. for {title}. It must keep {title}: the site puts the value there.
     */
    applyFor: string
    /**
     * A home visa card's validity with the stay of one visit, e.g. {validity} (stays of up to {stay}). It must keep {validity} and {stay}: the site puts the values there.
     */
    validityWithStay: string
  }
  contactForm: {
    /**
     * e.g. Contact form
     */
    name: string
    /**
     * e.g. Preferred travel month
     */
    travelMonth: string
  }
  homeForm: {
    /**
     * e.g. Contact and quote form
     */
    name: string
    /**
     * e.g. Interested in
     */
    interestedIn: string
  }
  hajjRegistration: {
    /**
     * e.g. Hajj registration form
     */
    name: string
    /**
     * e.g. Lead pilgrim
     */
    leadPilgrim: string
    /**
     * e.g. Your Hajj plans
     */
    plans: string
    /**
     * e.g. Passport and Nusuk
     */
    documents: string
    /**
     * e.g. How we contact you
     */
    contact: string
    /**
     * e.g. Submit Registration
     */
    submit: string
  }
  hotelForms: {
    /**
     * e.g. Request Hotels Worldwide
     */
    requestWorldwide: string
    /**
     * e.g. Worldwide hotel request
     */
    worldwideName: string
    /**
     * e.g. City and country, e.g. Istanbul, Turkey
     */
    cityPlaceholder: string
    /**
     * e.g. e.g. near the old town, halal restaurant nearby, family room
     */
    worldwideRequestsPlaceholder: string
    /**
     * e.g. Hotel booking request
     */
    bookingName: string
    /**
     * e.g. e.g. connecting rooms, a high floor, wheelchair access
     */
    bookingRequestsPlaceholder: string
  }
  /**
   * The length of a trip.
   */
  duration: {
    /**
     * One day, e.g. {days} Day. It must keep {days}: the site puts the value there.
     */
    day: string
    /**
     * Several days, e.g. {days} Days. It must keep {days}: the site puts the value there.
     */
    days: string
    /**
     * A Hajj package's length of one number, inside a sentence, e.g. {days} days. It must keep {days}: the site puts the value there.
     */
    stay: string
    /**
     * A Hajj package's length from its shortest to its longest stay, inside a sentence, e.g. {from}–{to} days. It must keep {from} and {to}: the site puts the values there.
     */
    stayRange: string
  }
  /**
   * A time of day (the opening hours) as each language says it. The site offers every text here {time} (18:00, as data/ writes it), {hour12} (6), {minutes} (05) and {period} (the part of the day, below), in the page's digits, and a range {from} and {to}; each language uses those it needs: English writes {time}, Bengali says সন্ধ্যা ৬টা.
   */
  clock: {
    /**
     * A time on the hour, e.g. {time} (Bengali: {period} {hour12}টা).
     */
    onTheHour: string
    /**
     * A time at half past, e.g. {time} (Bengali: {period} সাড়ে {hour12}টা).
     */
    halfPast: string
    /**
     * Any other time, e.g. {time} (Bengali: {period} {hour12}টা {minutes} মিনিট).
     */
    minutesPast: string
    /**
     * From one time to another, e.g. {from}–{to}.
     */
    range: string
    /**
     * The parts of the day a time falls in: morning before 12:00, noon 12:00–14:59, afternoon 15:00–17:59, evening 18:00–19:59, night from 20:00.
     */
    periods: {
      /**
       * e.g. morning (Bengali সকাল)
       */
      morning: string
      /**
       * e.g. midday (দুপুর)
       */
      noon: string
      /**
       * e.g. afternoon (বিকেল)
       */
      afternoon: string
      /**
       * e.g. evening (সন্ধ্যা)
       */
      evening: string
      /**
       * e.g. night (রাত)
       */
      night: string
    }
  }
  /**
   * A time the visa catalogues give (processing 3-5 working days, validity 1 year). The English says how data/ writes each unit, and English pages show the catalogue's own words; another language's page writes the figures in its digits and the unit in these words.
   */
  time: {
    /**
     * e.g. {count} working day. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    workingDay: string
    /**
     * e.g. {count} working days. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    workingDays: string
    /**
     * e.g. {count} day. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    day: string
    /**
     * e.g. {count} days. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    days: string
    /**
     * e.g. {count} week. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    week: string
    /**
     * e.g. {count} weeks. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    weeks: string
    /**
     * e.g. {count} month. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    month: string
    /**
     * e.g. {count} months. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    months: string
    /**
     * e.g. {count} year. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    year: string
    /**
     * e.g. {count} years. It must keep {count}: the site puts the figures there (3 or 3–5).
     */
    years: string
  }
  /**
   * The headings and small print of the printed PDF brochure of an Umrah package.
   */
  brochure: {
    /**
     * e.g. Overview
     */
    overview: string
    /**
     * e.g. Highlights
     */
    highlights: string
    /**
     * e.g. Day-by-Day Itinerary
     */
    itinerary: string
    /**
     * e.g. Hotels
     */
    hotels: string
    /**
     * e.g. What's Included
     */
    included: string
    /**
     * e.g. Not Included
     */
    notIncluded: string
    /**
     * Beside the tagline, e.g. ATOL {atol}. It must keep {atol}: the site puts the value there.
     */
    atol: string
    /**
     * The small print at the foot, e.g. Prices are per person. Places are limited and confirmed on deposit. ATOL protected, licence {atol}. It must keep {atol}: the site puts the value there.
     */
    footNote: string
    /**
     * Under the title of a sold-out package's brochure, e.g. Sold out: this departure has no places left. Call us for the next dates.
     */
    soldOut: string
    /**
     * Under the title of a departed package's brochure, e.g. Departed: this group left on {date}. Call us for the next dates. It must keep {date}: the site puts the departure date there.
     */
    departed: string
    /**
     * The small print at the foot of a sold-out or departed package's brochure (no places offered), e.g. Prices are per person, as they were offered for this departure. ATOL protected, licence {atol}. It must keep {atol}: the site puts the value there.
     */
    closedFootNote: string
  }
  /**
   * What the site says between two Hajj seasons (when every departure in data/hajj.yaml has left and the next season is not in yet), and how the days of Hajj are introduced.
   */
  season: {
    /**
     * The menu item, promotion heading and registration page heading between seasons, e.g. Hajj {year} registration opens soon. Keep {year}: the site puts the next Hajj's year there.
     */
    opensSoon: string
    /**
     * The sentence under it, e.g. Contact us and we will tell you as soon as it opens. May use {year}.
     */
    opensSoonText: string
    /**
     * The button to the contact page between seasons, e.g. Contact us.
     */
    contact: string
    /**
     * The fact {hajjWhen} before the days of Hajj are announced, e.g. is expected on {dates}. Keep {dates}.
     */
    hajjExpected: string
    /**
     * The fact {hajjWhen} once announcedHajjDays is in data/hajj.yaml, e.g. is on {dates}. Keep {dates}.
     */
    hajjAnnounced: string
  }
  /**
   * The header's language switch: each language named in its own language and script, the same in every language's words.
   */
  language: {
    /**
     * English, as an English reader names it: English
     */
    en: string
    /**
     * Bengali, as a Bengali reader names it: বাংলা
     */
    bn: string
  }
  /**
   * Asking for a quote for one package and room (issue 38): the room table's links to the quote wizard, and the home card button of a package with no page of its own.
   */
  roomQuote: {
    /**
     * The heading of the room table's column of quote links, e.g. Quote
     */
    column: string
    /**
     * The link beside a room's price, e.g. Get a quote
     */
    link: string
    /**
     * The same link as a screen reader announces it, naming the room; keep {room}, e.g. Get a quote for a {room}
     */
    linkFor: string
    /**
     * A home page package card's button when the package has no page of its own: it opens the quote wizard with that departure chosen, e.g. Get a Quote
     */
    getQuote: string
  }
  /**
   * Prices by room sharing (issue 38): the rooms, the room a "from" price is for, and the room table of a package page.
   */
  rooms: {
    /**
     * Four sharing a room, e.g. quad room
     */
    quad: string
    /**
     * Three sharing, e.g. triple room
     */
    triple: string
    /**
     * Two sharing, e.g. double room
     */
    double: string
    /**
     * A room of one's own, e.g. single room
     */
    single: string
    /**
     * After a "from" price on a card: the room it is for. {room} is the room, e.g. in a {room}
     */
    fromRoom: string
    /**
     * The heading of a package page's table of prices by room, e.g. Price per person by room
     */
    heading: string
    /**
     * The room column's heading, e.g. Room
     */
    room: string
    /**
     * The price column's heading, e.g. Price per person
     */
    price: string
  }
  /**
   * The trust strip on the first screen of the home and package pages (issue 38). ATOL number, rating and review count come from data/site.yaml.
   */
  trustStrip: {
    /**
     * What screen readers hear for the strip, e.g. Our credentials
     */
    label: string
    /**
     * The ATOL licence, {number} is data/site.yaml atolNumber, e.g. ATOL protected {number}
     */
    atol: string
    /**
     * The IATA accreditation, e.g. IATA accredited
     */
    iata: string
    /**
     * The rating: {rating} out of {best} from {count} reviews, from data/site.yaml rating
     */
    rating: string
  }
}

/**
 * The front matter of a card of the health guide on /knowledge-centre, data/knowledge/health/<card>.md (the file name is the card's key): the lines between the two --- lines at the top of the file. The front matter is the card; the rest of the file, in Markdown, is its Read More window; each ## heading ends with its anchor, e.g. ## Recommended {#vaccinations-recommended} (start it with the card's key: the four windows share one page).
 */
export interface HealthCardFrontMatter {
  /**
   * Where the card stands among the cards: 1 is first.
   */
  order: number
  icon: IconName
  /**
   * The card's heading, e.g. Vaccinations.
   */
  title: string
  /**
   * One sentence under the heading.
   */
  summary: string
  /**
   * The key points shown when the card opens, one short line each.
   *
   * @minItems 1
   *
   * Items: Text shown on the website. It cannot be empty.
   */
  points: string[]
}

/**
 * The front matter of a policy page, data/policies/<page>.md: the lines between the two --- lines at the top of the file. The rest of the file is the policy in Markdown; each ## heading ends with its anchor, e.g. ## Cookies {#cookies}, and becomes a line of the table of contents.
 */
export interface PolicyFrontMatter {
  /**
   * The page's heading, e.g. Privacy Policy.
   */
  title: string
  /**
   * The day the policy last changed, written YYYY-MM-DD, e.g. 2025-08-23. Shown as 23 August 2025 (or 23/08/2025 with dateStyle: numeric).
   */
  lastUpdated: string
  /**
   * How the date is shown: long (the default) as 23 August 2025, numeric as 23/08/2025.
   */
  dateStyle?: 'long' | 'numeric'
  /**
   * One or two sentences under the heading saying what the policy covers.
   */
  intro: string
}
