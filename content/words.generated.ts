// generated, do not edit: written by `npx tsx scripts/registration/words.ts` (run by `npm run
// generate`) from data/words.yaml. Change the words there.
import type { Words } from '../schemas/types.generated'

export const WORDS: Words = {
  "newTab": "(opens in a new tab)",
  "skipToContent": "Skip to main content",
  "close": "Close",
  "cancel": "Cancel",
  "remove": "Remove",
  "optional": "(optional)",
  "and": "{first} and {second}",
  "price": {
    "from": "From",
    "was": "was",
    "perNight": "/ night",
    "perPerson": "per person"
  },
  "rating": {
    "stars": "Rated {rating} out of {best}",
    "reviews": "{count} reviews"
  },
  "carousel": {
    "carousel": "carousel",
    "slide": "slide",
    "position": "{number} of {total}"
  },
  "contact": {
    "callUs": "Call us",
    "call": "Call",
    "phone": "Phone",
    "email": "E-mail",
    "emailAddress": "E-mail address",
    "whatsapp": "WhatsApp",
    "whatsappUs": "WhatsApp us",
    "chatOnWhatsApp": "Chat on WhatsApp",
    "visitUs": "Visit us",
    "address": "Address",
    "hours": "Hours",
    "openingHours": "Opening hours",
    "closed": "Closed",
    "londonOffice": "London office",
    "offices": "Offices:",
    "generalEnquiries": "General enquiries",
    "hajj": "Hajj",
    "umrah": "Umrah",
    "visas": "Visas"
  },
  "agency": {
    "atol": "ATOL",
    "atolProtected": "ATOL protected · ATOL number",
    "payments": "Payments",
    "services": "Services",
    "goodToKnow": "Good to know"
  },
  "navigation": {
    "breadcrumb": "Breadcrumb",
    "home": "Home",
    "main": "Main",
    "onThisPage": "On this page",
    "contactDetails": "Contact details",
    "phonesAndEmail": "Phone numbers and e-mail",
    "menu": "Menu",
    "mainMenu": "Main menu"
  },
  "footer": {
    "followUs": "Follow us",
    "followOn": "{name} on {network}",
    "contact": "Contact",
    "rights": "All rights reserved."
  },
  "video": {
    "play": "Play video:",
    "duration": "Duration",
    "views": "{count} views"
  },
  "forms": {
    "notRobot": "I'm not a robot",
    "captchaStandIn": "Development captcha stand-in: no reCAPTCHA keys are configured on this machine. The live site uses Google reCAPTCHA.",
    "chosenFiles": "{field}: chosen files",
    "removeFile": "Remove {name}",
    "filesChosen": "Files chosen: {size} of {max}",
    "upToFiles": "{kinds}, up to {count} files.",
    "selectPrompt": "Select {field}",
    "submitting": "Submitting...",
    "sending": "Sending...",
    "subscribing": "Subscribing...",
    "sendMessage": "Send Message",
    "pleaseChoose": "Please choose",
    "selectSubject": "Select a subject",
    "selectMonth": "Select a month",
    "selectPackage": "Select a package",
    "noPreference": "No preference",
    "application": "{name} application",
    "schengenApplication": "{country} Schengen visa application",
    "honeypot": "Leave this field empty"
  },
  "notes": {
    "important": "Important:"
  },
  "errors": {
    "code404": "Error 404"
  },
  "booking": {
    "bookNow": "Book Now",
    "bookNamed": "Book {name}"
  },
  "status": {
    "soldOut": "Sold Out",
    "departed": "Departed",
    "mostPopular": "Most Popular",
    "popular": "Popular",
    "placesAvailable": "Places available"
  },
  "facts": {
    "package": "Package",
    "dates": "Dates",
    "duration": "Duration",
    "departure": "Departure",
    "distance": "Distance",
    "flights": "Flights",
    "hotels": "Hotels",
    "stay": "Stay",
    "group": "Group",
    "guidedTour": "Guided tour",
    "pricePerPerson": "Price per person",
    "status": "Status",
    "validity": "Validity",
    "processing": "Processing"
  },
  "packages": {
    "viewDetails": "View Details",
    "viewDetailsEarlyBird": "View Details - Early Bird Offers",
    "detailsOf": "of {title}",
    "registerIn": "in {title}",
    "allPackages": "All Packages",
    "otherPackages": "View Other Packages",
    "packageDetails": "View package details",
    "downloadBrochure": "Download Brochure (PDF)",
    "brochureLink": "Download brochure (PDF)",
    "priceAndBooking": "Price and booking: {title}"
  },
  "hajj": {
    "typePackages": "{type} packages",
    "packageCount": "{count} packages",
    "packageChoice": "{title} ({id}) – from {price}",
    "guideFile": "PDF · {pages} pages · {size}",
    "tripName": "{title} – Hajj {year}"
  },
  "home": {
    "trustHeading": "Why pilgrims trust us",
    "explore": "Explore"
  },
  "hotels": {
    "features": "Features",
    "more": "+{count} more",
    "showAll": "View All Hotels",
    "inCity": "Hotels in {city}",
    "bookHotel": "Book a hotel",
    "oneHotel": "1 hotel",
    "hotelCount": "{count} hotels",
    "showing": "Showing {hotels}"
  },
  "slideshow": {
    "label": "Current offers",
    "previous": "Previous offer",
    "next": "Next offer",
    "show": "Show offer {number}: {title}",
    "play": "Play slideshow",
    "pause": "Pause slideshow"
  },
  "cardCarousel": {
    "previous": "Previous card",
    "next": "Next card",
    "show": "Show from card {number}",
    "play": "Start autoplay",
    "pause": "Pause autoplay"
  },
  "pages": {
    "notFoundTitle": "Page Not Found",
    "hajjPackages": "Hajj packages",
    "umrahPackages": "Umrah packages",
    "services": "{name} services",
    "hajjPackage": "Hajj Package"
  },
  "visa": {
    "fileSize": "(PDF, {size})",
    "weApply": "(we apply for this country)",
    "applyNow": "Apply Now",
    "applyFor": "for {title}"
  },
  "contactForm": {
    "name": "Contact form",
    "travelMonth": "Preferred travel month"
  },
  "homeForm": {
    "name": "Contact and quote form",
    "interestedIn": "Interested in"
  },
  "hajjRegistration": {
    "name": "Hajj registration form",
    "leadPilgrim": "Lead pilgrim",
    "plans": "Your Hajj plans",
    "documents": "Passport and Nusuk",
    "contact": "How we contact you",
    "submit": "Submit Registration"
  },
  "hotelForms": {
    "requestWorldwide": "Request Hotels Worldwide",
    "worldwideName": "Worldwide hotel request",
    "cityPlaceholder": "City and country, e.g. Istanbul, Turkey",
    "worldwideRequestsPlaceholder": "e.g. near the old town, halal restaurant nearby, family room",
    "bookingName": "Hotel booking request",
    "bookingRequestsPlaceholder": "e.g. connecting rooms, a high floor, wheelchair access"
  },
  "duration": {
    "day": "{days} Day",
    "days": "{days} Days"
  },
  "brochure": {
    "overview": "Overview",
    "highlights": "Highlights",
    "itinerary": "Day-by-Day Itinerary",
    "hotels": "Hotels",
    "included": "What's Included",
    "notIncluded": "Not Included",
    "atol": "ATOL {atol}",
    "footNote": "Prices are per person. Places are limited and confirmed on deposit. ATOL protected, licence {atol}."
  }
}
