// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import { loadFilled, siteWithFacts } from '../../content/server/facts/facts'
import { today } from '../../content/server/today'
// The forms' words in every language, for the page in that language.
import '../../forms/_shared/all-form-words.generated'
import type { PageContextServer } from 'vike/types'
import type { OfficeWithRole } from '../../content/server/contact/offices'
import { loadCatalogue } from '../../content/server/data/load'
import type { Site, Testimonial } from '../../schemas/types.generated'

/** The reviews named in data/contact-page.yaml, in that order; an unknown id fails the build. */
function pickTestimonials(ids: string[], testimonials: Testimonial[]): Testimonial[] {
  return ids.map((id) => {
    const found = testimonials.find((t) => t.id === id)
    if (!found) {
      const known = testimonials.map((t) => t.id).join(', ')
      throw new Error(`data/contact-page.yaml: testimonials.ids lists ${id}, which is not a review id of data/testimonials.yaml (use one of ${known})`)
    }
    return found
  })
}

/** The offices of data/site.yaml with their descriptions; a description for an unknown city fails the build. */
function describeOffices(site: Site, roles: { city: string; role: string; text: string }[]): OfficeWithRole[] {
  // The roles name offices by their English city; another language's page shows the city in its own.
  const englishCities = loadCatalogue('site', 'en').offices.map((office) => office.city)
  for (const { city } of roles) {
    if (!englishCities.includes(city)) {
      const known = englishCities.join(', ')
      throw new Error(`data/contact-page.yaml: offices.roles names the city ${city}, which is not an office of data/site.yaml (use one of ${known})`)
    }
  }
  return site.offices.map((office, i) => {
    const described = roles.find((r) => r.city === englishCities[i])
    // The first office is the main one: its number is the main line's, written once under phones.
    const phone = office.phone ?? (i === 0 ? site.phones.main : undefined)
    const withPhone = phone ? { ...office, phone: { display: phone.display } } : office
    return described ? { ...withPhone, role: described.role, text: described.text } : withPhone
  })
}

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const page = loadFilled('contact-page', [], locale)
  const site = siteWithFacts(today(), locale)
  const { testimonials } = loadCatalogue('testimonials', locale)
  const shown = pickTestimonials(page.testimonials.ids, testimonials)
  return {
    page,
    site,
    offices: describeOffices(site, page.offices.roles),
    testimonials: shown,
    // The page shows these reviews (and the rating, in testimonials.text): search engines may read both.
    meta: { reviews: shown },
    // The build's day, passed to the island, so the HTML and the hydrated form list the same months.
    travelMonthsFrom: today(),
    captcha: captchaConfig(),
  }
}

export type ContactPageData = ReturnType<typeof data>
